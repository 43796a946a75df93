import { defineProject } from 'vitest/config';

// Unit tests of the local stack's parts (parsers, SQL builders, tokens, and each area's own tests).
export default defineProject({
  test: {
    name: 'local-stack',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
