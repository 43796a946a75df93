import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnStack, type SpawnedStack } from './spawn-stack';
import type { ContractStack } from './stacks';

interface Postgres15 {
  url: string;
  stop(): Promise<void>;
}
const POSTGRES15 = new URL('../../../tooling/scripts/postgres15.mjs', import.meta.url).href;
const VAPID_KEYS = new URL('../../../tooling/scripts/vapid-keys.mjs', import.meta.url).href;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushStack extends ContractStack {
  /** What the stack printed: the functions' logs. */
  output: string[];
}

export interface PushStacks {
  vapid: VapidKeys;
  /**
   * Replaces the stacks' VAPID settings (the functions reload on their next call); called with
   * nothing, restores the keys they started with.
   */
  setVapidSettings(settings?: Record<string, string>): void;
  start(engine: 'PGlite' | 'PostgreSQL 15'): Promise<PushStack>;
  stop(): Promise<void>;
}

/**
 * Local stacks whose functions have VAPID keys of their own and may push to a push test server
 * on this machine (AAYRA_WEB_PUSH_ALLOW_LOOPBACK, a test-only setting). The suite's shared stacks
 * have no keys, as a project without Web Push configured.
 */
export async function pushStacks(): Promise<PushStacks> {
  const { generateVapidKeys } = (await import(/* @vite-ignore */ VAPID_KEYS)) as {
    generateVapidKeys(): VapidKeys;
  };
  const vapid = generateVapidKeys();
  const dataRoot = mkdtempSync(join(tmpdir(), 'aayra-push-'));
  const envFile = join(dataRoot, 'functions.env');
  const started = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:reminders@example.com',
  };
  const setVapidSettings = (settings: Record<string, string> = started) =>
    writeFileSync(
      envFile,
      [
        ...Object.entries(settings).map(([name, value]) => `${name}=${value}`),
        'AAYRA_WEB_PUSH_ALLOW_LOOPBACK=1',
        '',
      ].join('\n'),
    );
  setVapidSettings();
  const env = { ...process.env, AAYRA_FUNCTIONS_ENV_FILE: envFile };
  const spawned: SpawnedStack[] = [];
  let postgres: Postgres15 | undefined;

  const start = async (engine: 'PGlite' | 'PostgreSQL 15'): Promise<PushStack> => {
    const keyFile = join(dataRoot, `${engine === 'PGlite' ? 'pglite' : 'pg15'}-key.json`);
    let args: string[];
    if (engine === 'PGlite') args = ['--data-dir', join(dataRoot, 'pglite')];
    else {
      const { startPostgres15 } = (await import(/* @vite-ignore */ POSTGRES15)) as {
        startPostgres15(): Promise<Postgres15>;
      };
      postgres = await startPostgres15();
      args = ['--database-url', postgres.url];
    }
    const stack = await spawnStack([...args, '--key-file', keyFile, '--no-seed'], env);
    spawned.push(stack);
    return {
      name: engine,
      url: stack.url,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      local: true,
      keyFile,
      output: stack.output,
    };
  };

  return {
    vapid,
    setVapidSettings,
    start,
    async stop() {
      await Promise.all(spawned.map((stack) => stack.stop()));
      await postgres?.stop();
      rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}
