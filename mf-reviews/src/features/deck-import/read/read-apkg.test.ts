import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Exporter from 'anki-apkg-export/dist/exporter';
import createTemplate from 'anki-apkg-export/dist/template';
import { strToU8, unzipSync, zipSync } from 'fflate';
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import { describe, expect, it } from 'vitest';
import { DeckRefusal, sentences } from './deck';
import type { OpenSql, SqlDatabase } from './read-apkg';
import { readDeck } from './read-deck';
import { unzipCapped } from './unzip-capped';

const require = createRequire(import.meta.url);
const wasmBinary = readFileSync(require.resolve('sql.js/dist/sql-wasm-browser.wasm'));
// A real Zstandard compressor, as Anki packs its newest collections.
const zstd = require('@bokuweb/zstd-wasm') as { init(): Promise<void>; compress(bytes: Uint8Array, level?: number): Uint8Array };
type SqlJs = { Database: new (data?: Uint8Array) => SqlDatabase & { run(sql: string): void; export(): Uint8Array } };
const sqlJs = () => (initSqlJs as unknown as (config: object) => Promise<SqlJs>)({ wasmBinary });
const openSql: OpenSql = async (bytes) => new (await sqlJs()).Database(bytes);

/** A package as Anki (and the app's own export) writes it, after `edit` changes its collection. */
async function apkg(cards: [string, string][], edit?: (db: { run(sql: string): void }) => void, extra: Record<string, Uint8Array> = {}) {
  const deck = new Exporter('Biology::Cells', { template: createTemplate(), sql: await sqlJs() });
  for (const [front, back] of cards) deck.addCard(front, back);
  const db = deck.db as unknown as { run(sql: string): void; export(): Uint8Array };
  edit?.(db);
  return zipSync({ 'collection.anki2': db.export(), media: strToU8('{"0":"cell.png"}'), ...extra });
}

type Collection = { run(sql: string, params?: unknown[]): void; exec: SqlDatabase['exec']; export(): Uint8Array };

/**
 * The collection as Anki's newest format lays it out (schema 18): note types and decks in tables of
 * their own, the note type's kind in protobuf, deck levels joined by \x1f, names declared with
 * Anki's `unicase` collation (which stock SQLite lacks), and col's JSON left empty. One note is
 * turned into a cloze.
 */
function toSchema18(db: Collection) {
  const [models, decks] = db.exec('select models, decks from col')[0]!.values[0]!.map(String);
  db.run('create table notetypes (id integer not null primary key, name text not null, mtime_secs integer not null, usn integer not null, config blob not null)');
  db.run('create table decks (id integer primary key not null, name text not null, mtime_secs integer not null, usn integer not null, common blob not null, kind blob not null)');
  db.run('create unique index idx_decks_name on decks (name)');
  // NotetypeConfig: field 3 the CSS, and field 1 the kind only when it is not 0 (1: cloze).
  const css = [0x1a, 2, 0x70, 0x7b];
  for (const [id, model] of Object.entries(JSON.parse(models!) as Record<string, { name: string }>))
    db.run('insert into notetypes values (?, ?, 0, 0, ?)', [Number(id), model.name, new Uint8Array(css)]);
  db.run("insert into notetypes values (7, 'Cloze', 0, 0, ?)", [new Uint8Array([0x08, 1, ...css])]);
  for (const [id, deck] of Object.entries(JSON.parse(decks!) as Record<string, { name: string }>))
    db.run("insert into decks values (?, ?, 0, 0, x'', x'')", [Number(id), deck.name.split('::').join('\x1f')]);
  db.run("update notes set mid = 7, flds = 'The {{c1::nucleus}} holds the DNA' || char(31) where id = (select max(id) from notes)");
  db.run("update col set ver = 18, models = '', decks = ''");
  db.run('pragma writable_schema = on');
  db.run(`update sqlite_master set sql = replace(sql, 'name text not null', 'name text not null collate unicase')
          where type = 'table' and name in ('notetypes', 'decks')`);
  db.run('pragma writable_schema = off');
}

/** A package as Anki's newest export writes it: the stand-in collection.anki2, the real one compressed. */
async function apkg21b(cards: [string, string][], collection: (bytes: Uint8Array) => Uint8Array = (bytes) => zstd.compress(bytes, 3)) {
  await zstd.init();
  const legacy = unzipSync(await apkg([['Please update to the latest Anki version, then import the .colpkg/.apkg file again.', '']]));
  const newest = unzipSync(await apkg(cards, (db) => toSchema18(db as Collection)));
  return zipSync({
    'collection.anki2': legacy['collection.anki2']!,
    'collection.anki21b': collection(newest['collection.anki2']!),
    // The media list, as protobuf compressed like the collection; the files keep numbered names.
    media: zstd.compress(new Uint8Array([0x0a, 8, 0x0a, 6, ...strToU8('a.webp')]), 3),
    '0': zstd.compress(new Uint8Array([1, 2, 3]), 3),
    '1': zstd.compress(new Uint8Array([4, 5, 6]), 3),
  });
}

const read = (bytes: Uint8Array, name = 'cells.apkg') => readDeck({ kind: 'file', bytes, name }, undefined, openSql);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DeckRefusal ? error.message : Promise.reject(error)),
  );

describe('an Anki package', () => {
  it("reads each note's fields as safe text, its deck's name, and counts media left out", async () => {
    const deck = await read(
      await apkg([
        ['<b>Nucleus</b>', 'Holds the <i>DNA</i><img src="cell.png"><script>alert(1)</script>'],
        ['Ribosome', 'Makes proteins'],
        ['Empty back', '<img src="x.png">'],
      ], undefined, { '0': new Uint8Array([1, 2, 3]) }),
    );
    expect(deck.name).toBe('Biology::Cells');
    expect(deck.cards).toEqual([
      { front: 'Nucleus', back: 'Holds the DNA' },
      { front: 'Ribosome', back: 'Makes proteins' },
    ]);
    expect(deck.skipped).toEqual({ 'a side is empty': 1 });
    expect(deck.mediaLeftOut).toBe(2);
    expect(deck.history).toBeNull();
  });

  it("carries Anki's review history: interval, ease, lapses, reviews and the last review's day", async () => {
    const bytes = await apkg([['Nucleus', 'Holds DNA'], ['Ribosome', 'Makes proteins']], (db) => {
      // The first note's card: in review, 12 days apart, ease 2.3, 2 lapses, last reviewed on 2026-11-10.
      db.run(`update cards set type = 2, queue = 2, ivl = 12, factor = 2300, reps = 7, lapses = 2
              where nid = (select min(id) from notes)`);
      db.run(`insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type)
              select ${Date.UTC(2026, 10, 10, 9)}, id, -1, 3, 12, 5, 2300, 4000, 1 from cards where nid = (select min(id) from notes)`);
    });
    const deck = await read(bytes);
    expect(deck.history).toEqual([{ interval: 12, ease: 2.3, lapses: 2, reviews: 7, lastreview: '2026-11-10' }, null]);
  });

  it("reads Anki's newest format: the compressed collection, not the stand-in asking to update Anki", async () => {
    const deck = await read(await apkg21b([['Nucleus', 'Holds the DNA'], ['Ribosome', 'Makes proteins'], ['Vacuole', 'Stores water']]));
    expect(deck.name).toBe('Biology::Cells');
    expect(deck.cards).toEqual([
      { front: 'Nucleus', back: 'Holds the DNA' },
      { front: 'Ribosome', back: 'Makes proteins' },
      { front: 'The […] holds the DNA', back: 'The nucleus holds the DNA' },
    ]);
    expect(deck.mediaLeftOut).toBe(2);
  });

  it('says a damaged collection in the newest format is damaged', async () => {
    const notSqlite = await apkg21b([['Nucleus', 'Holds the DNA']], () => zstd.compress(strToU8('not a database'.repeat(100)), 3));
    const truncated = await apkg21b([['Nucleus', 'Holds the DNA']], (bytes) => zstd.compress(bytes, 3).subarray(0, 200));
    expect(await refusal(read(notSqlite))).toBe(sentences.damaged);
    expect(await refusal(read(truncated))).toBe(sentences.damaged);
    expect(await refusal(read(zipSync({ 'collection.anki21b': new Uint8Array([40, 181, 47, 253]) })))).toBe(sentences.damaged);
  });

  it('refuses what is not a deck and a deck with no cards', async () => {
    expect(await refusal(read(zipSync({ 'notes.txt': strToU8('hello') })))).toBe(sentences.notADeck);
    expect(await refusal(read(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]), 'photo.png'))).toBe(sentences.notADeck);
    expect(await refusal(read(await apkg([])))).toBe(sentences.empty);
    expect(await refusal(read(new Uint8Array(10 * 1024 * 1024 + 1)))).toBe(sentences.tooBig);
  });

  it('stops unpacking past the cap, whatever the entry says it holds', () => {
    const bomb = zipSync({ 'collection.anki2': new Uint8Array(2 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(20_000);
    expect(() => unzipCapped(bomb, () => true, 1024 * 1024)).toThrow(sentences.zipBomb);
    expect(unzipCapped(bomb, () => true, 4 * 1024 * 1024).files.get('collection.anki2')).toHaveLength(2 * 1024 * 1024);
  });
});
