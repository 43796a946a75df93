// Cards from an Anki package (.apkg): a zip holding the collection's SQLite database and the
// media files, left out here (counted). Anki's newest packages hold the database compressed with
// Zstandard (collection.anki21b) beside a stand-in collection.anki2 whose one note asks to update
// Anki, so the newest collection present is the one read: .anki21b, then .anki21, then .anki2.
// Each note becomes one card: its first field the front, its second the back (a cloze note: the
// text with its gaps, then filled). The note's first card carries its review history.
import { readLayout } from './anki-layout';
import { addCard, checkCardCount, DeckRefusal, sentences, type CardHistory, type ReadDeck } from './deck';
import { safeText } from './safe-text';
import { unzipCapped } from './unzip-capped';
import { unzstdCapped } from './unzstd-capped';

/** The part of sql.js' database this reader uses. */
export interface SqlDatabase {
  exec(sql: string): { columns: string[]; values: unknown[][] }[];
  close(): void;
}
export type OpenSql = (bytes: Uint8Array) => Promise<SqlDatabase>;
export type Progress = (done: number, total: number) => void;

const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'];
const DAY_MS = 86_400_000;

const rows = (db: SqlDatabase, sql: string): unknown[][] => db.exec(sql)[0]?.values ?? [];
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** {{c1::answer::hint}}: the gap as the front shows it, and the answer as the back does. */
const CLOZE = /\{\{c\d+::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;
const clozeFront = (text: string) => text.replace(CLOZE, (_, __, hint?: string) => `[${hint ?? '…'}]`);
const clozeBack = (text: string) => text.replace(CLOZE, (_, answer: string) => answer);

interface CardRow {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  lastReviewMs: number | null;
}

/** Anki's figures for a card it reviews on a schedule (review or relearning), else null. */
export function historyOf(card: CardRow, collectionCreatedMs: number): CardHistory | null {
  if ((card.type !== 2 && card.type !== 3) || card.ivl < 1) return null;
  let lastreview: string;
  if (card.lastReviewMs !== null) lastreview = isoDay(card.lastReviewMs);
  // Without a review log, Anki's due day (days since the collection began) less the interval.
  else if (card.queue === 2 || card.queue === 3) lastreview = isoDay(collectionCreatedMs + (card.due - card.ivl) * DAY_MS);
  else return null;
  return {
    interval: Math.min(card.ivl, 36500),
    ease: card.factor > 0 ? Math.min(Math.max(card.factor / 1000, 1.3), 5) : 2.5,
    lapses: Math.max(0, card.lapses),
    reviews: Math.max(1, card.reps),
    lastreview,
  };
}

export async function readApkg(bytes: Uint8Array, fileName: string, openSql: OpenSql, onProgress?: Progress): Promise<ReadDeck> {
  const { files, names } = unzipCapped(bytes, (name) => COLLECTIONS.includes(name));
  const newest = COLLECTIONS.find((name) => files.has(name));
  if (!newest) throw new DeckRefusal(sentences.notADeck);
  const compressed = newest === 'collection.anki21b';
  const collection = compressed ? unzstdCapped(files.get(newest)!) : files.get(newest)!;
  // Media files are stored as entries named 0, 1, 2… in every format (the list naming them is JSON
  // in older packages, compressed protobuf in the newest); none is kept.
  const mediaFiles = names.filter((name) => /^\d+$/.test(name)).length;

  let db: SqlDatabase;
  try {
    db = await openSql(collection);
    rows(db, 'select 1 from notes limit 1');
  } catch {
    // A newest collection that unpacked but is no database was damaged on the way.
    throw new DeckRefusal(compressed ? sentences.damaged : sentences.notADeck);
  }
  try {
    const [col] = rows(db, 'select crt, models, decks from col');
    if (!col) throw new DeckRefusal(sentences.notADeck);
    const createdMs = Number(col[0]) * 1000;
    const { clozeTypes, deckNames } = readLayout(db, String(col[1] ?? ''), String(col[2] ?? ''));
    const notes = rows(db, 'select id, mid, flds from notes order by id');
    checkCardCount(notes.length);

    const firstCards = new Map<string, CardRow & { did: string }>();
    for (const r of rows(
      db,
      `select c.nid, c.type, c.queue, c.due, c.ivl, c.factor, c.reps, c.lapses, c.did,
              (select max(l.id) from revlog l where l.cid = c.id and l.type in (0, 1, 2, 3))
       from cards c order by c.nid, c.ord`,
    )) {
      const nid = String(r[0]);
      if (firstCards.has(nid)) continue;
      firstCards.set(nid, {
        type: Number(r[1]), queue: Number(r[2]), due: Number(r[3]), ivl: Number(r[4]), factor: Number(r[5]),
        reps: Number(r[6]), lapses: Number(r[7]), did: String(r[8]), lastReviewMs: r[9] === null ? null : Number(r[9]),
      });
    }

    const deck: ReadDeck = { name: deckName(deckNames, firstCards, fileName), cards: [], history: [], mediaLeftOut: 0, skipped: {} };
    let mediaRefs = 0;
    notes.forEach(([id, mid, flds], index) => {
      const fields = String(flds).split('\x1f').map(safeText);
      mediaRefs += fields.reduce((n, field) => n + field.media, 0);
      const cloze = clozeTypes.has(String(mid));
      const first = fields[0]?.text ?? '';
      const [front, back] = cloze ? [clozeFront(first), clozeBack(first)] : [first, fields[1]?.text ?? ''];
      const card = firstCards.get(String(id));
      if (addCard(deck, front, back)) deck.history!.push(card ? historyOf(card, createdMs) : null);
      if (index % 200 === 0) onProgress?.(index, notes.length);
    });
    onProgress?.(notes.length, notes.length);
    checkCardCount(deck.cards.length);
    deck.mediaLeftOut = Math.max(mediaFiles, mediaRefs);
    if (!deck.history!.some(Boolean)) deck.history = null;
    return deck;
  } finally {
    db.close();
  }
}

/** The deck most of the cards are in (its last part: "Spanish::Verbs" reads "Verbs"), else the file's name. */
function deckName(decks: Map<string, string>, cards: Map<string, { did: string }>, fileName: string): string {
  const counts = new Map<string, number>();
  for (const { did } of cards.values()) counts.set(did, (counts.get(did) ?? 0) + 1);
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const name = top ? decks.get(top[0]) : undefined;
  return name && name !== 'Default' ? name : fileName.replace(/\.[^.]+$/, '');
}
