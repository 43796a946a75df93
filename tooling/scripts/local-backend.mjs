// Starts the local Supabase stack (local-supabase) as a child process and waits for its keys.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { workspaceRoot } from './run.mjs';
import { localWebPushEnvFile } from './vapid-keys.mjs';

/**
 * @param {{ port: number, dataDir?: string, databaseUrl?: string, siteUrl?: string }} options
 * @returns {Promise<{ url: string, anonKey: string, serviceRoleKey: string, outbox: string, stop: () => Promise<void> }>}
 */
export function startLocalBackend({ port, dataDir, databaseUrl, siteUrl }) {
  const args = [join(workspaceRoot, 'local-supabase/bin/aayra-supabase.mjs'), 'start', '--json', '--port', String(port)];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  else if (dataDir) args.push('--data-dir', dataDir);
  if (siteUrl) args.push('--site-url', siteUrl);
  // Test suites give the backend function settings of their own; npm start and npm run dev get
  // VAPID keys, so reminders reach closed pages by Web Push.
  const functionsEnvFile = process.env.AAYRA_FUNCTIONS_ENV_FILE ?? localWebPushEnvFile();
  const env = functionsEnvFile ? { ...process.env, AAYRA_FUNCTIONS_ENV_FILE: functionsEnvFile } : process.env;
  const child = spawn(process.execPath, args, { cwd: workspaceRoot, stdio: ['ignore', 'pipe', 'inherit'], env });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    let started = false;
    lines.on('line', (line) => {
      if (!started && line.startsWith('{')) {
        started = true;
        resolve({ ...JSON.parse(line), stop });
        return;
      }
      console.log(`[backend] ${line}`);
    });
    child.once('exit', (code) => {
      if (!started) reject(new Error(`The local backend stopped before it started (exit ${code}).`));
    });
  });
}
