import { defineProject } from 'vitest/config';

// The contract suite: real supabase-js against the local stack on PGlite and PostgreSQL 15 (or a
// hosted project, see docs/areas/local-stack.md).
export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
