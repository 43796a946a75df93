import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The picture check is plain TypeScript shared by the browser and the edge functions.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'picture',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
