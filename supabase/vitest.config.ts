import { defineConfig } from 'vitest/config';

// The database suite: every test runs on PGlite and on a throwaway PostgreSQL 15.
export default defineConfig({
  test: {
    name: 'database',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
