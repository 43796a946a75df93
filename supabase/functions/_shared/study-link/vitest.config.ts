import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The study link reader uses Node's own modules (node:http, node:dns), which Deno provides too,
// so it is tested in Node against a real page server on 127.0.0.1.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'study-link',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
