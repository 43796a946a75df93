// Cards from text: a CSV or TSV (a term and a definition per row, a header row or not) or
// Quizlet's export (term, a separator, definition; rows split by another separator).
import { addCard, checkCardCount, DeckRefusal, sentences, skipReasons, type ReadDeck } from './deck';

/** Quizlet's choices: between term and definition, Tab, Comma or the learner's; between rows, New line, Semicolon or theirs. */
export interface QuizletSeparators {
  term: string;
  row: string;
}

const HEADER_FRONT = /^(term|front|question|word|prompt)s?$/i;
const HEADER_BACK = /^(definition|back|answer|meaning|translation)s?$/i;

/** RFC 4180 rows: quoted fields may hold the delimiter, quotes ("") and line breaks. */
export function csvRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** Tab when the first line has one (TSV), else a semicolon when it has no comma, else a comma. */
function delimiterOf(text: string, fileName: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  if (/\.tsv$/i.test(fileName) || first.includes('\t')) return '\t';
  if (!first.includes(',') && first.includes(';')) return ';';
  return ',';
}

const emptyDeck = (name: string): ReadDeck => ({ name, cards: [], history: null, mediaLeftOut: 0, skipped: {} });

export function readCsv(text: string, fileName: string): ReadDeck {
  const rows = csvRows(text.replace(/^\ufeff/, ''), delimiterOf(text, fileName));
  checkCardCount(rows.length);
  if (rows.every((row) => row.length < 2)) throw new DeckRefusal(sentences.oneColumn);
  const [first] = rows;
  const hasHeader = first && HEADER_FRONT.test(first[0]!.trim()) && HEADER_BACK.test((first[1] ?? '').trim());
  const body = hasHeader ? rows.slice(1) : rows;
  checkCardCount(body.length);
  const deck = emptyDeck(fileName.replace(/\.[^.]+$/, ''));
  for (const [front = '', back = ''] of body) addCard(deck, front, back);
  checkCardCount(deck.cards.length);
  return deck;
}

export function readQuizlet(text: string, separators: QuizletSeparators): ReadDeck {
  if (!separators.term || !separators.row) throw new DeckRefusal('Choose both separators.');
  const rowText = separators.row === '\n' ? text.replace(/\r\n?/g, '\n') : text;
  const rows = rowText.split(separators.row).filter((row) => row.trim() !== '');
  checkCardCount(rows.length);
  const deck = emptyDeck('Quizlet set');
  let withSeparator = 0;
  for (const row of rows) {
    const at = row.indexOf(separators.term);
    if (at < 0) {
      deck.skipped[skipReasons.noDefinition] = (deck.skipped[skipReasons.noDefinition] ?? 0) + 1;
      continue;
    }
    withSeparator += 1;
    addCard(deck, row.slice(0, at), row.slice(at + separators.term.length));
  }
  if (withSeparator === 0) throw new DeckRefusal('No line has the separator between term and definition. Check the separators.');
  checkCardCount(deck.cards.length);
  return deck;
}
