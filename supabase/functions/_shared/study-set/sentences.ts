// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'etc', 'vs', 'cf', 'dr', 'mr', 'mrs', 'ms', 'prof', 'st', 'mt', 'no', 'fig', 'approx',
  'ca', 'c', 'jr', 'sr', 'inc', 'ltd', 'co', 'u.s', 'u.k', 'a.d', 'b.c', 'ch', 'vol', 'p', 'pp',
]);

const BOUNDARY = /[.!?]+["')\]]*\s+(?=["'([]?[A-Z0-9])/g;

function endsWithAbbreviation(text: string): boolean {
  const lastWord = /([A-Za-z.]+)\.?$/.exec(text.trimEnd().replace(/[.!?]+$/, ''))?.[1] ?? '';
  const word = lastWord.toLowerCase().replace(/\.$/, '');
  // A single capital letter before the stop is an initial ("J. S. Mill").
  return ABBREVIATIONS.has(word) || /^[A-Z]$/.test(lastWord);
}

/** Splits prose into sentences; a line without end punctuation (a heading) is its own piece. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const block of text.split(/\n+/)) {
    const line = block.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    let start = 0;
    for (const match of line.matchAll(BOUNDARY)) {
      const end = (match.index ?? 0) + match[0].trimEnd().length;
      const candidate = line.slice(start, end);
      if (endsWithAbbreviation(candidate)) continue;
      sentences.push(candidate.trim());
      start = (match.index ?? 0) + match[0].length;
    }
    const rest = line.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences;
}

/** A sentence worth quizzing on: a statement of some length, not a heading or a question. */
export function isStatement(sentence: string): boolean {
  const words = sentence.split(/\s+/).length;
  return /[.!]["')\]]*$/.test(sentence) && words >= 6 && words <= 60;
}
