import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Exporter from 'anki-apkg-export/dist/exporter';
import createTemplate from 'anki-apkg-export/dist/template';
import { strToU8, zipSync } from 'fflate';
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import { describe, expect, it } from 'vitest';
import { DeckRefusal, sentences } from './deck';
import type { OpenSql, SqlDatabase } from './read-apkg';
import { readDeck } from './read-deck';
import { unzipCapped } from './unzip-capped';

const wasmBinary = readFileSync(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm-browser.wasm'));
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

  it('refuses what is not a deck, a deck with no cards, and the newest format alone', async () => {
    expect(await refusal(read(zipSync({ 'notes.txt': strToU8('hello') })))).toBe(sentences.notADeck);
    expect(await refusal(read(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]), 'photo.png'))).toBe(sentences.notADeck);
    expect(await refusal(read(await apkg([])))).toBe(sentences.empty);
    expect(await refusal(read(zipSync({ 'collection.anki21b': new Uint8Array([40, 181, 47, 253]) })))).toBe(sentences.newestAnki);
    expect(await refusal(read(new Uint8Array(10 * 1024 * 1024 + 1)))).toBe(sentences.tooBig);
  });

  it('stops unpacking past the cap, whatever the entry says it holds', () => {
    const bomb = zipSync({ 'collection.anki2': new Uint8Array(2 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(20_000);
    expect(() => unzipCapped(bomb, () => true, 1024 * 1024)).toThrow(sentences.zipBomb);
    expect(unzipCapped(bomb, () => true, 4 * 1024 * 1024).files.get('collection.anki2')).toHaveLength(2 * 1024 * 1024);
  });
});
