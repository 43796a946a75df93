// Words of any script: letters and the marks that belong to them (Devanagari vowel signs, accents
// written as combining marks), digits, and apostrophes or hyphens inside a word. The upload page
// counts with the same function, so the page and the generator never disagree about a material.
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const LETTER = /[\p{L}\p{M}]/u;

/** The least material a study set is made from; the upload page checks the same number. */
export const MIN_MATERIAL_WORDS = 80;

/** How many words a text has, in any language. */
export function countWords(text: string): number {
  let count = 0;
  for (const _ of text.matchAll(WORD)) count += 1;
  return count;
}

export interface Token {
  /** As written. */
  text: string;
  lower: string;
  start: number;
  end: number;
}

/** The words of a text with their positions. */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    tokens.push({ text: match[0], lower: match[0].toLowerCase(), start, end: start + match[0].length });
  }
  return tokens;
}

/** Lower-case words of a text. */
export function wordsOf(text: string): string[] {
  return tokensOf(text).map((token) => token.lower);
}

export function isLetter(character: string | undefined): boolean {
  return character !== undefined && LETTER.test(character);
}

/** Whether a word or phrase stands in a text as a whole word, in any case. */
export function holdsWord(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  const target = word.toLowerCase().trim();
  for (let at = lower.indexOf(target); target && at >= 0; at = lower.indexOf(target, at + 1)) {
    if (!isLetter(lower[at - 1]) && !isLetter(lower[at + target.length])) return true;
  }
  return false;
}

/** A word that starts with a capital letter (scripts without case never do). */
export function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

export const BLANK = '_____';
