import { defineProject } from 'vitest/config';

// Unit and component tests of the shell, the remotes and @aayra/supabase's browser code.
export default defineProject({
  test: {
    name: 'apps',
    environment: 'happy-dom',
    // One local stack for the run's component tests; a file waits for it in its first hook.
    globalSetup: ['tests/support/component-stack/global-setup.ts'],
    hookTimeout: 120_000,
    // Component tests make real requests to that stack, on machines running other suites too.
    testTimeout: 15_000,
    include: ['shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}', 'supabase/src/**/*.test.{ts,tsx}', 'app-contract/src/**/*.test.{ts,tsx}'],
  },
});
