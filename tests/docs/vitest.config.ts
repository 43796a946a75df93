import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The docs a newcomer reads: short pages, decision records with a status, and file maps that
// name only files that exist.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'docs',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
