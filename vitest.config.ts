import { defineConfig } from 'vitest/config';

// Every suite of the workspace; each owner keeps its own project config next to its code.
export default defineConfig({
  test: {
    projects: [
      'vitest.apps.config.ts',
      '*/vitest.config.ts',
      'supabase/*/vitest.config.ts',
      'tests/*/vitest.config.ts',
      'supabase/functions/_shared/*/vitest.config.ts',
    ],
  },
});
