// Reads whatever the learner gave: a file (an Anki package, or a CSV/TSV) or Quizlet's text.
import { DeckRefusal, MAX_DECK_BYTES, sentences, type ReadDeck } from './deck';
import { readApkg, type OpenSql, type Progress, type SqlDatabase } from './read-apkg';
import { readCsv, readQuizlet, type QuizletSeparators } from './read-table';

export type DeckSource =
  | { kind: 'file'; bytes: Uint8Array; name: string }
  | { kind: 'quizlet'; text: string; separators: QuizletSeparators };

/** SQLite compiled to WebAssembly, emitted as a file of this remote and fetched when first needed. */
const openSqlJs: OpenSql = async (bytes) => {
  const { default: initSqlJs } = await import('sql.js/dist/sql-wasm-browser.js');
  const wasm = new URL('sql.js/dist/sql-wasm-browser.wasm', import.meta.url).href;
  const sql = (await initSqlJs({ locateFile: () => wasm })) as { Database: new (data: Uint8Array) => SqlDatabase };
  return new sql.Database(bytes);
};

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Text in UTF-8 with no NUL bytes, or null: a file that is neither is no CSV. */
function asText(bytes: Uint8Array): string | null {
  if (bytes.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export async function readDeck(source: DeckSource, onProgress?: Progress, openSql: OpenSql = openSqlJs): Promise<ReadDeck> {
  if (source.kind === 'quizlet') {
    if (new TextEncoder().encode(source.text).length > MAX_DECK_BYTES) throw new DeckRefusal(sentences.tooBig);
    return readQuizlet(source.text, source.separators);
  }
  const { bytes, name } = source;
  if (bytes.length > MAX_DECK_BYTES) throw new DeckRefusal(sentences.tooBig);
  if (bytes.length === 0) throw new DeckRefusal(sentences.empty);
  if (isZip(bytes)) return readApkg(bytes, name, openSql, onProgress);
  const text = asText(bytes);
  if (text === null || /\.(apkg|colpkg)$/i.test(name)) throw new DeckRefusal(sentences.notADeck);
  return readCsv(text, name);
}
