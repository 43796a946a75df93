export type NumberKind = 'date' | 'year' | 'percent' | 'number';

export interface NumberMention {
  text: string;
  kind: NumberKind;
  index: number;
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const PATTERNS: readonly [NumberKind, RegExp][] = [
  ['date', new RegExp(`\\b(?:\\d{1,2} )?(?:${MONTHS})(?: \\d{1,2},?)? \\d{4}\\b`, 'g')],
  ['percent', /\b\d+(?:\.\d+)?(?: ?%| percent\b)/g],
  ['year', /(?<![\d,.])\b(?:1[0-9]{3}|20[0-9]{2})\b(?![\d,.]\d)/g],
  ['number', /(?<![\d,.])\b\d{1,3}(?:,\d{3})+(?:\.\d+)?(?: (?:thousand|million|billion|trillion))?\b|(?<![\d,.])\b\d+(?:\.\d+)?(?: (?:thousand|million|billion|trillion))?\b(?![\d,.]\d)/g],
];

/** Dates, years, percentages and other figures in a sentence, never overlapping, in text order. */
export function numbersIn(sentence: string): NumberMention[] {
  const found: NumberMention[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      const overlaps = found.some((other) => start < other.index + other.text.length && other.index < end);
      if (!overlaps) found.push({ text: match[0], kind, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function valueOf(text: string): number {
  return Number(/\d[\d,]*(?:\.\d+)?/.exec(text)?.[0]?.replace(/,/g, '') ?? 'NaN');
}

function withValue(text: string, value: number): string {
  const original = /\d[\d,]*(?:\.\d+)?/.exec(text)?.[0] ?? '';
  const formatted = original.includes(',') ? value.toLocaleString('en') : String(value);
  return text.replace(original, formatted);
}

/** Figures of the same kind that are not the answer: from the material first, then nearby values. */
export function numberDistractors(
  answer: NumberMention,
  sentence: string,
  pool: readonly NumberMention[],
  seedOffset: number,
): string[] {
  const lower = answer.text.toLowerCase();
  const value = valueOf(answer.text);
  const seen = new Set([lower]);
  const result: string[] = [];
  const add = (text: string) => {
    const key = text.toLowerCase();
    // A figure the sentence itself shows would make a confusing wrong option.
    if (seen.has(key) || result.length >= 3 || sentence.toLowerCase().includes(key)) return;
    seen.add(key);
    result.push(text);
  };
  const sameKind = pool
    .filter((mention) => mention.kind === answer.kind)
    .filter((mention) => answer.kind !== 'number' || sameScale(mention.text, answer.text))
    .sort((a, b) => Math.abs(valueOf(a.text) - value) - Math.abs(valueOf(b.text) - value));
  for (const mention of sameKind) add(mention.text);
  const steps = answer.kind === 'year' || answer.kind === 'date' ? [3, -2, 5, -7, 10, -12] : [2, 0.5, 1.5, 3, 0.25, 4];
  const rotated = [...steps.slice(seedOffset % steps.length), ...steps.slice(0, seedOffset % steps.length)];
  for (const step of rotated) {
    if (answer.kind === 'year' || answer.kind === 'date') {
      const year = /\d{4}/.exec(answer.text)?.[0];
      if (year) add(answer.text.replace(year, String(Number(year) + step)));
    } else {
      const next = answer.kind === 'percent' ? Math.min(Math.round(value * step), 100) : Math.round(value * step * 100) / 100;
      if (next > 0 && next !== value) add(withValue(answer.text, next));
    }
  }
  return result;
}

function sameScale(a: string, b: string): boolean {
  const scale = (text: string) => /thousand|million|billion|trillion/.exec(text)?.[0] ?? '';
  return scale(a) === scale(b);
}
