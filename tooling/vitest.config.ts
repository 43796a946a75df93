import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The tooling's own servers and helpers, what the builds put in the browser bundles, and the
// workspace's lint zones, in Node.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['scripts/**/*.test.ts', 'rspack/**/*.test.ts', 'lint/**/*.test.ts'],
  },
});
