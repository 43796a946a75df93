import { defineProject } from 'vitest/config';

// The worker's handlers, run against a small stand-in for the service worker global.
export default defineProject({
  test: {
    name: 'service-worker',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
