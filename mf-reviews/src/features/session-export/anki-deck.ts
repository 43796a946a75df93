import JSZip from 'jszip';
import Exporter from 'anki-apkg-export/dist/exporter';
import createTemplate from 'anki-apkg-export/dist/template';
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import type { SourcedFlashcard } from './sourced-flashcard';

/** Anki shows a field as HTML: the learner's text must read as written, not as markup. */
function ankiField(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r\n|\r|\n/g, '<br>');
}

/** Anki tags are single words: the subject and topic, spaces joined by underscores. */
function tags(card: SourcedFlashcard): string[] {
  return [card.subjectname, card.topicname].map((tag) => tag.trim().replace(/\s+/g, '_')).filter(Boolean);
}

/**
 * The cards as an Anki package (.apkg): a zip of the collection's SQLite database and its (empty)
 * media list. The library's own entry and save() assume webpack's script-loader and Node's Buffer,
 * so its deck writer is given SQLite here and the package is zipped here. SQLite is sql.js's
 * WebAssembly build, which the bundler emits as a file of this remote's (the app's policy allows
 * compiling WebAssembly, 'wasm-unsafe-eval', and nothing else of eval); its plain-JavaScript builds
 * are twice the size and reach for Node's modules.
 */
export async function ankiDeck(deckName: string, cards: readonly SourcedFlashcard[]): Promise<Blob> {
  const wasm = new URL('sql.js/dist/sql-wasm-browser.wasm', import.meta.url).href;
  const sql = await initSqlJs({ locateFile: () => wasm });
  const deck = new Exporter(deckName, { template: createTemplate(), sql });
  // A note's id in the deck comes from its text, so a card two sessions share is one note: the
  // first session's, as the learner met it first.
  const added = new Set<string>();
  for (const card of cards) {
    const [front, back] = [ankiField(card.front), ankiField(card.back)];
    if (added.has(`${front}\u001f${back}`)) continue;
    added.add(`${front}\u001f${back}`);
    deck.addCard(front, back, { tags: tags(card) });
  }
  const collection = deck.db.export();
  deck.db.close();
  const zip = new JSZip();
  zip.file('collection.anki2', collection);
  zip.file('media', '{}');
  return zip.generateAsync({ type: 'blob', compression: 'DEFLATE', mimeType: 'application/apkg' });
}
