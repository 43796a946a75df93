import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The tooling's own servers and helpers, and what the builds put in the browser bundles, in Node.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['scripts/**/*.test.ts', 'rspack/**/*.test.ts'],
  },
});
