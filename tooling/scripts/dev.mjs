// npm run dev: the local backend, and every app on its own dev server with hot reload. As with npm
// start, what uses installed packages is imported after the install step (start.mjs says why).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { apps, shell } from '../apps.mjs';
import { backendPort, ensurePortFree } from './ports.mjs';
import { ensurePnpm, installDependencies, onStopRequest, runScript, workspaceRoot } from './run.mjs';

let backendAt;
await runScript(async () => {
  backendAt = backendPort('npm run dev');
  await ensurePortFree(backendAt);
  await installDependencies();
});
const { startLocalBackend } = await import('./local-backend.mjs');
const backend = await startLocalBackend({
  port: backendAt.port,
  dataDir: join(workspaceRoot, '.aayra/db'),
  databaseUrl: process.env.DATABASE_URL,
  siteUrl: `http://localhost:${shell.devPort}`,
});
mkdirSync(join(workspaceRoot, '.aayra'), { recursive: true });
writeFileSync(
  join(workspaceRoot, '.aayra/runtime-config.json'),
  JSON.stringify({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey }, null, 2),
);

const [command, ...prefix] = ensurePnpm();
const servers = apps.map(({ folder }) =>
  spawn(command, [...prefix, 'exec', 'rspack', 'serve'], {
    cwd: join(workspaceRoot, folder),
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: 'inherit',
  }),
);
console.log(`\n  Aayra (development): http://localhost:${shell.devPort}\n  Demo login: demo@aayra.app / aayra-demo-2026\n`);

onStopRequest(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await backend.stop();
});
