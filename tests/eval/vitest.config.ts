import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The study-set evaluation: every evaluation material's set checked against the rules, in npm test.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'eval',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
