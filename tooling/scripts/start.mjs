// npm start: install, build, start the local backend with its embedded database and demo data,
// serve the composed app, print the URL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps } from './build-apps.mjs';
import { startAppServer } from './app-server.mjs';
import { startLocalBackend } from './local-backend.mjs';
import { installDependencies, workspaceRoot } from './run.mjs';

const port = Number(process.env.PORT ?? 4173);
const backendPort = Number(process.env.AAYRA_BACKEND_PORT ?? 54321);

await installDependencies();
console.log('Building every app...');
const builds = await buildApps();
const failed = builds.filter((build) => !build.ok);
if (failed.length) {
  for (const build of failed) console.error(build.output);
  console.error(`Build failed: ${failed.map((build) => build.folder).join(', ')}`);
  process.exit(1);
}

const backend = await startLocalBackend({
  port: backendPort,
  dataDir: join(workspaceRoot, '.aayra/db'),
  databaseUrl: process.env.DATABASE_URL,
  siteUrl: `http://localhost:${port}`,
});
const runtimeConfig = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey };
mkdirSync(join(workspaceRoot, '.aayra'), { recursive: true });
writeFileSync(join(workspaceRoot, '.aayra/runtime-config.json'), JSON.stringify(runtimeConfig, null, 2));
const app = await startAppServer({ port, host: '0.0.0.0', runtimeConfig });

console.log(`
  Aayra is running: http://localhost:${port}
  Demo login:       demo@aayra.app / aayra-demo-2026
  Backend:          ${backend.url}   (sign-up and password-reset links: ${backend.outbox})
  Stop with Ctrl+C.
`);

const stop = async () => {
  await Promise.all([app.stop(), backend.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
