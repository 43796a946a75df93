import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The checks and the pinned connection behind every address a learner or a browser hands the
// server (study links, push endpoints). They use Node's own modules (node:http, node:dns), which
// Deno provides too, so they are tested in Node against real servers on 127.0.0.1.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'network',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
