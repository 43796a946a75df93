// The composed app as the end-to-end tests see it: a fresh local backend with the demo data, and
// the built apps behind one origin. Tests read the backend's address and keys from backend.json.
// AAYRA_E2E_PORT picks the app port; the backend port and the data folder follow from it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from '../../tooling/scripts/app-server.mjs';
import { startLocalBackend } from '../../tooling/scripts/local-backend.mjs';
import { e2eBackendPort, e2eDir, e2ePort } from './e2e-dir.mjs';
import { startStripeShapedServer } from './stripe-shaped-server.mjs';

rmSync(e2eDir, { recursive: true, force: true });
mkdirSync(e2eDir, { recursive: true });

// Test-only function settings, for this backend alone (never for npm start): the study link reader
// may reach the tests' page servers on 127.0.0.1, and gives up on a slow page after 2 s, not 10 s;
// the payment functions talk to a Stripe-shaped server of the tests.
const stripe = await startStripeShapedServer();
const functionsEnvFile = join(e2eDir, 'functions.env');
const functionsEnv = { AAYRA_STUDY_LINK_ALLOW_LOOPBACK: '1', AAYRA_STUDY_LINK_TIMEOUT_MS: '2000', ...stripe.functionsEnv };
writeFileSync(functionsEnvFile, Object.entries(functionsEnv).map(([name, value]) => `${name}=${value}\n`).join(''));
process.env.AAYRA_FUNCTIONS_ENV_FILE = functionsEnvFile;
// The browser the tests drive, and their own scripts, sign in from 127.0.0.1 all run long (the demo
// learner among them): that address spends no sign-in allowance. Every other address is limited as
// config.toml says (the tests' own learners sign up from 127.x.y.z, support/learners.ts).
process.env.AAYRA_TEST_RUNNER_ADDRESSES = '127.0.0.1';

const appUrl = `http://127.0.0.1:${e2ePort}`;
const backend = await startLocalBackend({ port: e2eBackendPort, dataDir: join(e2eDir, 'db'), siteUrl: appUrl });
writeFileSync(join(e2eDir, 'backend.json'), JSON.stringify({ ...backend, stop: undefined, appUrl, stripeApiBase: stripe.apiBase }, null, 2));
const app = await startAppServer({
  port: e2ePort,
  runtimeConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
});
console.log(`Aayra for end-to-end tests: ${app.url} (backend ${backend.url})`);

const stop = async () => {
  await Promise.all([app.stop(), backend.stop(), stripe.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
