import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnStack, type SpawnedStack } from './support/spawn-stack';
import type { ContractStack } from './support/stacks';
import { CONFORMANCE_PROJECT } from './conformance/support/project';
import { startStripeShapedServer } from '../support/stripe-shaped-server.mjs';

interface Postgres15 {
  url: string;
  createDatabase(name: string): string;
  stop(): Promise<void>;
}
// A plain .mjs of the tooling; imported by path so the test types need no declaration for it.
const POSTGRES15 = new URL('../../tooling/scripts/postgres15.mjs', import.meta.url).href;

/**
 * Starts the targets of the contract suite: the local stack on PGlite and on PostgreSQL 15
 * (each in its own process, as developers run it), or, when AAYRA_SUPABASE_URL is set, only that
 * hosted project. Tests read them with inject('stacks'). The conformance suite's stacks serve its
 * own fixture project, in a database next to the app's; they read them with
 * inject('conformanceStacks').
 */
export default async function setup(project: TestProject) {
  const hosted = process.env.AAYRA_SUPABASE_URL;
  if (hosted) {
    const anonKey = process.env.AAYRA_SUPABASE_ANON_KEY;
    const serviceRoleKey = process.env.AAYRA_SUPABASE_SERVICE_ROLE_KEY;
    if (!anonKey || !serviceRoleKey) throw new Error('Set AAYRA_SUPABASE_ANON_KEY and AAYRA_SUPABASE_SERVICE_ROLE_KEY with AAYRA_SUPABASE_URL');
    project.provide('stacks', [{ name: 'hosted', url: hosted, anonKey, serviceRoleKey, local: false }]);
    project.provide('denoFunctionStacks', []);
    project.provide('conformanceStacks', []);
    return;
  }

  const dataRoot = mkdtempSync(join(tmpdir(), 'aayra-contract-'));
  // Test-only function settings, for these stacks alone: the study link reader may reach the
  // suite's page server on 127.0.0.1, and gives up on a slow page after 2 s instead of 10 s; the
  // payment functions talk to the suite's Stripe-shaped server.
  const stripe = await startStripeShapedServer();
  project.provide('stripeApiBase', stripe.apiBase);
  const functionsEnvFile = join(dataRoot, 'functions.env');
  const functionsEnv = { AAYRA_STUDY_LINK_ALLOW_LOOPBACK: '1', AAYRA_STUDY_LINK_TIMEOUT_MS: '2000', ...stripe.functionsEnv };
  writeFileSync(functionsEnvFile, Object.entries(functionsEnv).map(([name, value]) => `${name}=${value}\n`).join(''));
  // The suite's own requests (and its default supabase-js clients) come from 127.0.0.1, hundreds of
  // sign-ins a run: that address spends no sign-in allowance. Learners and attackers play on other
  // loopback addresses (support/addresses.ts), which config.toml's limits hold as on hosted.
  const stackEnv = { ...process.env, AAYRA_FUNCTIONS_ENV_FILE: functionsEnvFile, AAYRA_TEST_RUNNER_ADDRESSES: '127.0.0.1' };
  const { startPostgres15 } = (await import(/* @vite-ignore */ POSTGRES15)) as { startPostgres15(): Promise<Postgres15> };
  const started: SpawnedStack[] = [];
  let postgres: Postgres15 | undefined;
  try {
    const postgresStarted = startPostgres15().then((pg) => (postgres = pg));
    // Both engines, one process each; `project` serves another Supabase project folder.
    const startPair = async (prefix: string, databaseUrl: Promise<string>, project: string[] = []): Promise<ContractStack[]> => {
      const keyFile = (engine: string) => join(dataRoot, `${prefix}${engine}-key.json`);
      const track = (stack: Promise<SpawnedStack>) => stack.then((spawned) => (started.push(spawned), spawned));
      const [pglite, pg15] = await Promise.all([
        track(spawnStack([...project, '--data-dir', join(dataRoot, `${prefix}pglite`), '--key-file', keyFile('pglite')], stackEnv)),
        databaseUrl.then((url) => track(spawnStack([...project, '--database-url', url, '--key-file', keyFile('pg15')], stackEnv))),
      ]);
      return [
        { name: 'PGlite', url: pglite.url, anonKey: pglite.anonKey, serviceRoleKey: pglite.serviceRoleKey, local: true, keyFile: keyFile('pglite') },
        { name: 'PostgreSQL 15', url: pg15.url, anonKey: pg15.anonKey, serviceRoleKey: pg15.serviceRoleKey, local: true, keyFile: keyFile('pg15') },
      ];
    };
    // AAYRA_CONTRACT_STACKS=conformance starts only the conformance suite's stacks (for its own runs).
    const appStacks = process.env.AAYRA_CONTRACT_STACKS === 'conformance' ? Promise.resolve([]) : startPair('', postgresStarted.then((pg) => pg.url));
    // The conformance database sits next to the app's, on the same server. Roles belong to the
    // server, not a database: its bootstrap waits for the app's, so both never create them at once.
    const conformanceDatabase = Promise.all([postgresStarted, appStacks]).then(([pg]) => pg.createDatabase('conformance'));
    const conformance = startPair('conformance-', conformanceDatabase, ['--project-dir', CONFORMANCE_PROJECT]);
    // The edge functions' tests also run against a PGlite stack serving them with Deno, the
    // runtime hosted Supabase uses, instead of the stack's Node process.
    const denoFunctions =
      process.env.AAYRA_CONTRACT_STACKS === 'conformance'
        ? Promise.resolve([])
        : spawnStack(['--data-dir', join(dataRoot, 'deno-functions'), '--key-file', join(dataRoot, 'deno-functions-key.json')], {
            ...stackEnv,
            AAYRA_FUNCTIONS_RUNTIME: 'deno',
          }).then((spawned): ContractStack[] => {
            started.push(spawned);
            const { url, anonKey, serviceRoleKey } = spawned;
            return [{ name: 'PGlite, functions on Deno', url, anonKey, serviceRoleKey, local: true, keyFile: join(dataRoot, 'deno-functions-key.json') }];
          });
    const [targets, conformanceTargets, denoTargets] = await Promise.all([appStacks, conformance, denoFunctions]);
    project.provide('stacks', targets);
    project.provide('denoFunctionStacks', denoTargets);
    project.provide('conformanceStacks', conformanceTargets);
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
    await postgres?.stop();
    await stripe.close();
    throw error;
  }

  return async () => {
    await stripe.close();
    await Promise.all(started.map((s) => s.stop()));
    await postgres?.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  };
}
