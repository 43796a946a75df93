import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnStack, type SpawnedStack } from './support/spawn-stack';
import type { ContractStack } from './support/stacks';

interface Postgres15 {
  url: string;
  stop(): Promise<void>;
}
// A plain .mjs of the tooling; imported by path so the test types need no declaration for it.
const POSTGRES15 = new URL('../../tooling/scripts/postgres15.mjs', import.meta.url).href;

/**
 * Starts the targets of the contract suite: the local stack on PGlite and on PostgreSQL 15
 * (each in its own process, as developers run it), or, when AAYRA_SUPABASE_URL is set, only that
 * hosted project. Tests read them with inject('stacks').
 */
export default async function setup(project: TestProject) {
  const hosted = process.env.AAYRA_SUPABASE_URL;
  if (hosted) {
    const anonKey = process.env.AAYRA_SUPABASE_ANON_KEY;
    const serviceRoleKey = process.env.AAYRA_SUPABASE_SERVICE_ROLE_KEY;
    if (!anonKey || !serviceRoleKey) throw new Error('Set AAYRA_SUPABASE_ANON_KEY and AAYRA_SUPABASE_SERVICE_ROLE_KEY with AAYRA_SUPABASE_URL');
    project.provide('stacks', [{ name: 'hosted', url: hosted, anonKey, serviceRoleKey, local: false }]);
    return;
  }

  const dataRoot = mkdtempSync(join(tmpdir(), 'aayra-contract-'));
  // Test-only function settings, for these stacks alone: the study link reader may reach the
  // suite's page server on 127.0.0.1, and gives up on a slow page after 2 s instead of 10 s.
  const functionsEnvFile = join(dataRoot, 'functions.env');
  writeFileSync(functionsEnvFile, 'AAYRA_STUDY_LINK_ALLOW_LOOPBACK=1\nAAYRA_STUDY_LINK_TIMEOUT_MS=2000\n');
  const stackEnv = { ...process.env, AAYRA_FUNCTIONS_ENV_FILE: functionsEnvFile };
  const { startPostgres15 } = (await import(/* @vite-ignore */ POSTGRES15)) as { startPostgres15(): Promise<Postgres15> };
  const started: SpawnedStack[] = [];
  let postgres: Postgres15 | undefined;
  try {
    const [pglite, pg15] = await Promise.all([
      spawnStack(['--data-dir', join(dataRoot, 'pglite'), '--key-file', join(dataRoot, 'pglite-key.json')], stackEnv),
      startPostgres15().then((pg) => {
        postgres = pg;
        return spawnStack(['--database-url', pg.url, '--key-file', join(dataRoot, 'pg15-key.json')], stackEnv);
      }),
    ]);
    started.push(pglite, pg15);
    const targets: ContractStack[] = [
      { name: 'PGlite', url: pglite.url, anonKey: pglite.anonKey, serviceRoleKey: pglite.serviceRoleKey, local: true, keyFile: join(dataRoot, 'pglite-key.json') },
      { name: 'PostgreSQL 15', url: pg15.url, anonKey: pg15.anonKey, serviceRoleKey: pg15.serviceRoleKey, local: true, keyFile: join(dataRoot, 'pg15-key.json') },
    ];
    project.provide('stacks', targets);
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
    await postgres?.stop();
    throw error;
  }

  return async () => {
    await Promise.all(started.map((s) => s.stop()));
    await postgres?.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  };
}
