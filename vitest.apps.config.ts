import { defineProject } from 'vitest/config';

// Unit and component tests of the shell, the remotes and @aayra/supabase's browser code.
export default defineProject({
  test: {
    name: 'apps',
    environment: 'happy-dom',
    include: ['shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}', 'supabase/src/**/*.test.{ts,tsx}', 'app-contract/src/**/*.test.{ts,tsx}'],
  },
});
