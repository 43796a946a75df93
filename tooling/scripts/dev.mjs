// npm run dev: the local backend, and every app on its own dev server with hot reload.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { apps, shell } from '../apps.mjs';
import { startLocalBackend } from './local-backend.mjs';
import { ensurePnpm, installDependencies, workspaceRoot } from './run.mjs';

await installDependencies();
const backend = await startLocalBackend({
  port: Number(process.env.AAYRA_BACKEND_PORT ?? 54321),
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

const stop = async () => {
  for (const server of servers) server.kill('SIGTERM');
  await backend.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
