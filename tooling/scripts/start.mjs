// npm start: install, build what changed, start the local backend with its embedded database and
// demo data, serve the composed app, print the URL. On a fresh clone nothing is installed yet, so
// only Node's own modules and scripts that use nothing else are imported before the install step;
// the rest is imported after it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendPort, ensurePortFree, portFromEnv, portInUse } from './ports.mjs';
import { ClearError, installDependencies, onStopRequest, runScript, workspaceRoot } from './run.mjs';

const command = 'npm start';

async function start() {
  const app = { port: portFromEnv('PORT', 4173), host: '0.0.0.0', what: "Aayra's app server", variable: 'PORT', command };
  const backendAt = backendPort(command);
  await ensurePortFree(app);
  await ensurePortFree(backendAt);

  await installDependencies();
  const { buildChangedApps } = await import('./build-apps.mjs');
  const { startLocalBackend } = await import('./local-backend.mjs');
  const { startAppServer } = await import('./app-server.mjs');

  console.log('\nBuilding the apps whose files changed (every app the first time: up to a minute on two cores)...');
  const builds = await buildChangedApps();
  const failed = builds.filter((build) => !build.ok);
  if (failed.length) {
    for (const build of failed) console.error(build.output);
    throw new ClearError(`Build failed: ${failed.map((build) => build.folder).join(', ')}.`);
  }

  console.log('Starting the local backend...');
  const backend = await startLocalBackend({
    port: backendAt.port,
    dataDir: join(workspaceRoot, '.aayra/db'),
    databaseUrl: process.env.DATABASE_URL,
    siteUrl: `http://localhost:${app.port}`,
  });
  const runtimeConfig = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey };
  mkdirSync(join(workspaceRoot, '.aayra'), { recursive: true });
  writeFileSync(join(workspaceRoot, '.aayra/runtime-config.json'), JSON.stringify(runtimeConfig, null, 2));
  const server = await startAppServer({ port: app.port, host: app.host, runtimeConfig }).catch(async (error) => {
    await backend.stop();
    // Another program may have taken the port since it was tried.
    throw error.code === 'EADDRINUSE' ? portInUse(app) : error;
  });

  console.log(`
  Aayra is running: http://localhost:${app.port}
  Demo login:       demo@aayra.app / aayra-demo-2026
  Backend:          ${backend.url}   (sign-up and password-reset links: ${backend.outbox})
  Stop with Ctrl+C.
`);

  onStopRequest(() => Promise.all([server.stop(), backend.stop()]));
}

await runScript(start);
