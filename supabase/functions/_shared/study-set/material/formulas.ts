// A formula is kept whole: it is never blanked inside, and a blank never cuts it.

/**
 * $...$ and $$...$$, as pandoc reads them: the opening $ is not followed by a space, the closing
 * one is not preceded by a space nor followed by a digit, so prices ("$5 and $10") are no formula.
 */
export const FORMULA = /\$\$[^$]+\$\$|\$(?!\s)[^$\n]+?(?<!\s)\$(?!\d)/g;
const DELIMITED = FORMULA;
// "F = m × a", "v = d / t", "E = mc^2": symbols joined by an equals sign and operators.
const PLAIN_EQUATION = /(?<![\p{L}\p{N}])[\p{L}\p{N}_^()²³.]{1,12}(?:\s*[=+×·*/÷−-]\s*[\p{L}\p{N}_^()²³.]{1,12})*\s*=\s*[\p{L}\p{N}_^()²³.]{1,12}(?:\s*[=+×·*/÷−-]\s*[\p{L}\p{N}_^()²³.]{1,12})*/gu;

export interface Span {
  start: number;
  end: number;
}

/** Where a sentence holds formulas (delimited by $ or written as plain equations). */
export function formulaSpans(sentence: string): Span[] {
  const spans: Span[] = [];
  if (!sentence.includes('=') && !sentence.includes('$')) return spans;
  for (const pattern of [DELIMITED, PLAIN_EQUATION]) {
    for (const match of sentence.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (!spans.some((span) => start < span.end && span.start < end)) spans.push({ start, end });
    }
  }
  return spans;
}

export function overlapsAny(start: number, end: number, spans: readonly Span[]): boolean {
  return spans.some((span) => start < span.end && span.start < end);
}
