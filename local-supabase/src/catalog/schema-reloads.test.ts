/**
 * Schema reloads on a real database (PGlite with the platform bootstrap and its DDL event
 * triggers): a burst of DDL is one reload, and a reload that fails keeps the catalog in use.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database';
import { openPglite } from '../db/pglite-database';
import { createCatalogCache } from './catalog-cache';
import { watchSchemaReloads } from './schema-reloads';

const PLATFORM = fileURLToPath(new URL('../../bootstrap/00-supabase-platform.sql', import.meta.url));
const READS_CATALOG = /'relations'/;

let db: Database;
let reads = 0;
let failNextRead = false;
// The database as the catalog reads it, counting (and, when told, failing) its catalog reads.
const counted: Queryable = {
  query(sql, params, options) {
    if (READS_CATALOG.test(sql)) {
      reads++;
      if (failNextRead) {
        failNextRead = false;
        return Promise.reject(new Error('the catalog could not be read'));
      }
    }
    return db.query(sql, params, options);
  },
};
const catalog = createCatalogCache(counted);
// A further schema REST exposes (config.toml's [api] schemas) has a catalog of its own.
const personal = createCatalogCache({ query: (sql, params, options) => db.query(sql, params, options) }, 'personal');
const logged: string[] = [];
const reloaded: number[] = [];
let stopWatching: () => Promise<void>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
const columnsOf = async (table: string) =>
  (await catalog.get()).relations.find((r) => r.name === table)?.columns.map((c) => c.name);

beforeAll(async () => {
  db = await openPglite();
  await db.exec(readFileSync(PLATFORM, 'utf8'));
  await db.exec('create table public.flashcards (id bigint generated always as identity primary key, front text not null)');
  await db.exec('create schema personal; create table personal.study_plans (id bigint primary key)');
  await catalog.get();
  await personal.get();
  stopWatching = await watchSchemaReloads(db, [catalog, personal], {
    onReloaded: async () => {
      reloaded.push(Date.now());
    },
    log: (line) => logged.push(line),
  });
}, 60_000);

afterAll(async () => {
  await stopWatching?.();
  await db?.close();
});

it('reloads once for a burst of DDL, as when migrations are applied one after another', async () => {
  reads = 0;
  reloaded.length = 0;
  for (let i = 0; i < 40; i++) await db.exec(`alter table public.flashcards add column hint_${i} text`);
  await settle();
  expect(await columnsOf('flashcards')).toContain('hint_39');
  // Forty notices; a reload waits for a moment of quiet (at most 300 ms), so a few at most.
  expect(reads).toBeGreaterThanOrEqual(1);
  expect(reads).toBeLessThanOrEqual(4);
  expect(reloaded.length).toBe(reads);
});

it("reloads on NOTIFY pgrst, 'reload schema' and takes 'reload config' harmlessly", async () => {
  await db.exec(`notify pgrst, 'reload config'`);
  await settle();
  expect(logged).toEqual([]);
  reads = 0;
  await db.exec(`notify pgrst, 'reload schema'`);
  await settle();
  expect(reads).toBe(1);
});

it('keeps the previous catalog when a reload fails, and says so', async () => {
  failNextRead = true;
  await db.exec('alter table public.flashcards add column back text');
  await settle();
  expect(logged.some((line) => line.includes('schema reload failed') && line.includes('the catalog could not be read'))).toBe(true);
  // Still served from the catalog read before; the next reload sees the column.
  expect(await columnsOf('flashcards')).toContain('hint_39');
  expect(await columnsOf('flashcards')).not.toContain('back');
  await db.exec(`notify pgrst, 'reload schema'`);
  await settle();
  expect(await columnsOf('flashcards')).toContain('back');
});

// Realtime attaches its change-notice trigger to each new table after a reload; announcing that
// trigger as DDL made every table created at run time read the catalog twice.
it("does not reload for realtime's change-notice trigger, and does for a table's own trigger", async () => {
  await db.exec(`create function public.flashcard_touched() returns trigger language plpgsql as $$ begin return new; end $$`);
  await settle();
  reads = 0;
  await db.exec('create trigger realtime_change_notice after insert on public.flashcards for each row execute function public.flashcard_touched()');
  await db.exec('drop trigger realtime_change_notice on public.flashcards');
  await settle();
  expect(reads).toBe(0);
  await db.exec('create trigger flashcard_touched after insert on public.flashcards for each row execute function public.flashcard_touched()');
  await settle();
  expect(reads).toBe(1);
});

it("rereads a further exposed schema's catalog on DDL too, not only after a miss", async () => {
  await db.exec('alter table personal.study_plans add column goal text');
  await settle();
  const plans = (await personal.get()).relations.find((r) => r.name === 'study_plans');
  expect(plans?.columns.map((c) => c.name)).toEqual(['id', 'goal']);
});
