/**
 * Breaks text into lines no wider than maxWidth as measure counts width: at spaces where it can,
 * inside a word only when the word alone is too wide. A line break in the text always breaks.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  return text.split(/\r\n|\r|\n/).flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, measure));
}

function wrapParagraph(paragraph: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= maxWidth) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    const pieces = splitWord(word, maxWidth, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  lines.push(line);
  return lines;
}

/** A word too wide for a line, in pieces that fit (at least one character each). */
function splitWord(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  if (measure(word) <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && measure(piece + character) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  pieces.push(piece);
  return pieces;
}
