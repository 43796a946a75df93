// Sentences of any script: full stops, question and exclamation marks, the Devanagari danda (।),
// the ideographic full stop (。) and the Arabic question mark (؟) end them.
import { FORMULA } from './formulas.ts';

const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'etc', 'vs', 'cf', 'dr', 'mr', 'mrs', 'ms', 'prof', 'st', 'mt', 'no', 'fig', 'approx',
  'ca', 'c', 'jr', 'sr', 'inc', 'ltd', 'co', 'u.s', 'u.k', 'a.d', 'b.c', 'ch', 'vol', 'p', 'pp', 'sra', 'sr', 'dra', 'ej', 'pág',
  // Notes' own shorthand: "Fr. helped pay for the Amer. Rev.", "govt", "esp."
  'fr', 'amer', 'rev', 'govt', 'gov', 'dept', 'esp', 'brit', 'ger', 'eur', 'natl', 'intl', 'pop', 'avg', 'max', 'min', 'misc',
  'z.b', 'u.a', 'a', 'bzw', 'usw', 'd.h', 'vgl', 'evtl', 'ggf', 'sog', 'bspw', 'chr', 'jh', 'mio', 'mrd', 'nr', 'str', 'av', 'apr', 'env', 'cf', 'etc',
]);

// An end mark, closing quotes or brackets, then space (or nothing after a CJK stop) and a sentence
// start: anything but a lower-case letter, so scripts without case split too.
const BOUNDARY = /(?:[.!?…]+|[।॥。！？؟]+)["'”’)\]]*(?:\s+|(?<=[।॥。！？؟]["'”’)\]]*))(?=[^\p{Ll}\s])/gu;

/** Whether a word written before a full stop is an abbreviation ("Amer.", "govt."). */
export function isAbbreviation(word: string): boolean {
  return ABBREVIATIONS.has(word.toLowerCase());
}

function endsWithAbbreviation(text: string): boolean {
  if (!text.endsWith('.')) return false;
  const lastWord = /([\p{L}.]+)\.$/u.exec(text)?.[1] ?? '';
  // A single capital letter before the stop is an initial ("J. S. Mill"), unless it is a unit
  // after a figure ("200,000 J.").
  return ABBREVIATIONS.has(lastWord.toLowerCase()) || (/^\p{Lu}$/u.test(lastWord) && !/\d\s*\p{Lu}\.$/u.test(text));
}

const MONTHS = /^\s*(?:januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|jahrhundert|jh)\b/iu;

/** German writes the day as an ordinal, "am 9. November 1918": its stop ends no sentence. */
function ordinalDate(candidate: string, after: string): boolean {
  return /(?:^|\s)\d{1,2}\.$/.test(candidate) && MONTHS.test(after);
}

/** Splits one block of text (no line breaks) into sentences; formulas are never split. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  // Stops inside a formula ("$v = 3.0 \times 10^8$. Light...") do not end a sentence.
  const masked = text.replace(FORMULA, (formula) => formula.replace(/[.!?。]/g, '·'));
  let start = 0;
  for (const match of masked.matchAll(BOUNDARY)) {
    const end = (match.index ?? 0) + match[0].trimEnd().length;
    const candidate = text.slice(start, end).trim();
    if (endsWithAbbreviation(candidate)) continue;
    if (ordinalDate(candidate, text.slice(end))) continue;
    if (candidate) sentences.push(candidate);
    start = (match.index ?? 0) + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** Whether a piece of text ends like a finished sentence. */
export function endsSentence(text: string): boolean {
  return /[.!।॥。！؟][\s"'”’)\]]*$/u.test(text);
}

/** A question, which states nothing to learn from. */
export function isQuestion(text: string): boolean {
  return /[?？؟]["'”’)\]]*$/u.test(text);
}
