import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The tooling's own servers and helpers, in Node.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
  },
});
