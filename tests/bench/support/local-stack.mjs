// Starts the local stack in a process of its own, as `aayra-supabase start` runs it, for a benchmark
// to measure from outside: it resolves with the stack's printed settings, its pid and a stop().
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const PROJECT_CLI = join(fileURLToPath(new URL('../../../', import.meta.url)), 'local-supabase/bin/aayra-supabase.mjs');

/**
 * @param {string[]} args  more `start` arguments (engine, data folder...)
 * @param {string[]} [nodeArgs]  for the stack's Node, e.g. to profile it
 * @param {string} [cli]  another copy of the stack's CLI, e.g. a previous version to compare with
 */
export function startStack(args, nodeArgs = [], cli = PROJECT_CLI) {
  const child = spawn(process.execPath, [...nodeArgs, cli, 'start', '--json', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) resolve({ ...JSON.parse(line), pid: child.pid, stop });
    });
    child.once('exit', (code) => reject(new Error(`stack exited (${code}) before it started`)));
  });
}
