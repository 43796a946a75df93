// A whole Aayra of one test file's own: PostgreSQL 15, the local backend on it and an app server.
// The run's shared backend keeps the real time, as other tests run beside it; here the database's
// clock can be moved, so a learner's sessions can be completed on days of the test's choosing,
// through the same rules as ever.
import { openPostgres } from '@aayra/local-stack/postgres-database';
import { startAppServer } from '../../tooling/scripts/app-server.mjs';
import { startLocalBackend } from '../../tooling/scripts/local-backend.mjs';
import { startPostgres15 } from '../../tooling/scripts/postgres15.mjs';
import { setClock } from '../../supabase/tests/support/learners';
import { freePort } from './free-port';
import type { StackAddress } from './learners';

export interface OwnStack {
  appUrl: string;
  backend: StackAddress & { serviceRoleKey: string };
  /** Pins the database's clock (private.app_now()) to an instant; null lets it follow the time again. */
  setClock(instant: string | null): Promise<void>;
  /** Runs SQL as the database's owner, for what no API offers (e.g. a learner's plan). */
  sql(text: string, values?: unknown[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnStack(): Promise<OwnStack> {
  const postgres = await startPostgres15();
  const stops: Array<() => Promise<void>> = [postgres.stop];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const databaseUrl = postgres.createDatabase('aayra');
    const [backendPort, appPort] = [await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${appPort}`;
    const backend = await startLocalBackend({ port: backendPort, databaseUrl, siteUrl: appUrl });
    stops.push(backend.stop);
    const app = await startAppServer({
      port: appPort,
      runtimeConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
    });
    stops.push(app.stop);
    const owner = await openPostgres(databaseUrl, { maxConnections: 1 });
    stops.push(() => owner.close());
    const sql = async (text: string, values: unknown[] = []) => {
      await owner.query(text, values);
    };
    return {
      appUrl: app.url,
      backend: { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey },
      setClock: (instant) => setClock(owner, instant),
      sql,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
