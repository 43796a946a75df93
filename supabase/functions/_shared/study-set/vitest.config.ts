import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The study-set generator is plain TypeScript (no Deno APIs), so it is tested in Node.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'study-set',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
