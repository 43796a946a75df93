import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LocalStack } from '@aayra/local-stack';
import './provided';

/**
 * Starts one local stack (PGlite in memory, no demo learner) for the whole run of the component
 * tests. It starts in the background: files that need it wait for the file it writes when ready
 * (see stack.ts), and the apps' other tests do not wait for its migrations at all.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'aayra-component-stack-'));
  const readyFile = join(folder, 'stack.json');
  const announce = (value: object) => {
    // Written whole, then renamed: a reader never sees half of it.
    writeFileSync(`${readyFile}.tmp`, JSON.stringify(value));
    renameSync(`${readyFile}.tmp`, readyFile);
  };
  let runOver = false;
  let running: LocalStack | undefined;
  // Loaded here, not imported above: a stack that cannot load fails the files that need it, not the run.
  void import('@aayra/local-stack')
    .then(({ startLocalStack }) =>
      startLocalStack({
        port: 0,
        seed: false,
        keyFile: join(folder, 'signing-key.json'),
        storageDir: join(folder, 'storage'),
        // Only the server's own troubles: a test's refused request is the test's business.
        log: (line) => {
          if (line.startsWith('[server]')) console.error(line);
        },
      }),
    )
    .then(
      async (stack) => {
        // A run that needed no stack can be over before it is up: then it stops at once.
        if (runOver) return stack.stop();
        running = stack;
        announce({ url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey });
      },
      (error: unknown) => {
        if (!runOver)
          announce({
            error: String(error instanceof Error ? (error.stack ?? error.message) : error),
          });
      },
    );
  project.provide('componentStackFile', readyFile);

  return async () => {
    runOver = true;
    await running?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
