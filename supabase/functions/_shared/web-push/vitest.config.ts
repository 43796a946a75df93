import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The pieces of the push sender that decide on their own (which endpoints are posted to, what a
// push carries), tested in Node; pushing itself is tested end to end in tests/contract/web-push.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web-push',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
