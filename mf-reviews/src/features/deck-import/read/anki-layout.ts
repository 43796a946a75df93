// Anki keeps a collection's note types and decks in one of two layouts. Older collections
// (collection.anki2, .anki21) hold them as JSON in the col table. Anki's newest collections
// (.anki21b, schema 18) hold them in tables of their own and leave col's JSON empty: notetypes,
// whose config is protobuf with the note type's kind as field 1 (1: cloze), and decks, whose names
// join the levels with \x1f where the JSON wrote "::".
// Those tables declare their names with Anki's own collation, which no stock SQLite has: a
// statement that compares or sorts names fails, so names are only ever read, never compared.
import type { SqlDatabase } from './read-apkg';

export interface AnkiLayout {
  /** The ids of the note types that are cloze. */
  clozeTypes: Set<string>;
  /** Deck names by id, with levels joined by "::". */
  deckNames: Map<string, string>;
}

const CLOZE = 1;

const rows = (db: SqlDatabase, sql: string): unknown[][] => db.exec(sql)[0]?.values ?? [];

const hasTable = (db: SqlDatabase, name: 'notetypes' | 'decks') =>
  rows(db, `select 1 from sqlite_master where type = 'table' and name = '${name}'`).length > 0;

/** Field 1 of a protobuf message when it is a number, else 0 (protobuf leaves a 0 out). */
export function protobufField1(message: Uint8Array): number {
  let at = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      if (at >= message.length || shift > 63) return NaN;
      const byte = message[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
  };
  while (at < message.length) {
    const key = varint();
    if (Number.isNaN(key)) return 0;
    const wire = key % 8;
    if (key >>> 3 === 1 && wire === 0) return varint() || 0;
    if (wire === 0) varint();
    else if (wire === 1) at += 8;
    else if (wire === 2) at += varint();
    else if (wire === 5) at += 4;
    else return 0;
  }
  return 0;
}

/** The note types and decks, from whichever layout the collection has (both, merged, when present). */
export function readLayout(db: SqlDatabase, modelsJson: string, decksJson: string): AnkiLayout {
  const models = JSON.parse(modelsJson || '{}') as Record<string, { type?: number }>;
  const decks = JSON.parse(decksJson || '{}') as Record<string, { name?: string }>;
  const clozeTypes = new Set(Object.keys(models).filter((id) => models[id]?.type === CLOZE));
  const deckNames = new Map(
    Object.entries(decks).flatMap(([id, deck]) => (deck?.name ? [[id, deck.name] as [string, string]] : [])),
  );
  if (hasTable(db, 'notetypes')) {
    for (const [id, config] of rows(db, 'select id, config from notetypes')) {
      if (config instanceof Uint8Array && protobufField1(config) === CLOZE) clozeTypes.add(String(id));
    }
  }
  if (hasTable(db, 'decks')) {
    for (const [id, name] of rows(db, 'select id, name from decks')) deckNames.set(String(id), String(name).split('\x1f').join('::'));
  }
  return { clozeTypes, deckNames };
}
