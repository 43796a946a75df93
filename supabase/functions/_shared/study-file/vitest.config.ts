import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The study file reader has no runtime of its own (the upload page runs it in a Web Worker, the
// edge function on the server); it is tested in Node on the real fixture files.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'study-file',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
