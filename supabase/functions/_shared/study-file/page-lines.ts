// Turns the lines a PDF draws back into paragraphs of prose. A PDF has no paragraphs, only lines at
// positions: the printer wrapped sentences at the page's edge, split words with hyphens, and drew
// the same header and footer on every page. The study-set generator reads sentences, so these are
// undone here, from the lines' positions alone (pure functions, no PDF library).

/** One line as drawn on a page; y grows upwards (PDF coordinates), in points. */
export interface PageLine {
  text: string;
  /** Left edge. */
  x: number;
  /** Baseline. */
  y: number;
  /** Right edge. */
  right: number;
  /** Font size. */
  height: number;
}

const SENTENCE_END = /[.!?:;]["'”’)\]]*$/;
const BULLET_START = /^(?:[•●▪◦‣∙·*–-]\s|\(?\d{1,2}[.)]\s|\(?[a-z][.)]\s)/;
// "3", "- 3 -", "Page 3", "Page 3 of 12", "3 / 12", "p. 3"
const PAGE_NUMBER = /^(?:[-–—]\s*)?(?:page|p\.|pg\.?)?\s*\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?(?:\s*[-–—])?$/i;

/** Lines compared across pages: case, spacing and numbers (page numbers, dates) aside. */
function runningKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/** The lines nearest the top and the bottom of a page, where headers and footers sit. */
function edgeLines(lines: readonly PageLine[], perEdge = 2): Set<PageLine> {
  const byHeight = [...lines].sort((a, b) => b.y - a.y);
  return new Set([...byHeight.slice(0, perEdge), ...byHeight.slice(-perEdge)]);
}

/**
 * Drops page headers and footers: a line at the top or bottom of a page whose text (numbers
 * aside) recurs there on at least half of the pages, and any bare page number there.
 */
export function dropRunningLines(pages: readonly (readonly PageLine[])[]): PageLine[][] {
  const edges = pages.map((lines) => edgeLines(lines));
  const pagesWithKey = new Map<string, number>();
  for (const edge of edges) {
    for (const key of new Set([...edge].map((line) => runningKey(line.text)))) {
      pagesWithKey.set(key, (pagesWithKey.get(key) ?? 0) + 1);
    }
  }
  const needed = Math.max(2, Math.ceil(pages.length / 2));
  return pages.map((lines, index) =>
    lines.filter((line) => {
      if (!edges[index]?.has(line)) return true;
      if (PAGE_NUMBER.test(line.text.trim())) return false;
      return (pagesWithKey.get(runningKey(line.text)) ?? 0) < needed;
    }),
  );
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const similar = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance * Math.max(a, b);

/**
 * Whether the printer broke the line only because the next word did not fit: the line reaches so
 * far right that the next line's first word would have run past the widest line of its column.
 */
function wrapsInto(line: PageLine, next: PageLine, columnRight: number): boolean {
  const nextText = next.text.trim();
  const firstWord = nextText.split(/\s+/)[0] ?? '';
  const characterWidth = (next.right - next.x) / Math.max(nextText.length, 1);
  return line.right + characterWidth * (firstWord.length + 1) > columnRight - characterWidth;
}

/** Splits one page's lines (in reading order) into paragraphs, each a list of lines. */
export function paragraphLines(lines: readonly PageLine[]): PageLine[][] {
  const gaps: number[] = [];
  for (let index = 1; index < lines.length; index++) {
    const [above, below] = [lines[index - 1]!, lines[index]!];
    const gap = above.y - below.y;
    if (gap > 0 && similar(above.height, below.height, 0.1)) gaps.push(gap);
  }
  const lineSpacing = median(gaps);
  // The widest line starting near a line's left edge marks where its column wraps.
  const columnRight = (line: PageLine) =>
    Math.max(...lines.filter((other) => Math.abs(other.x - line.x) < 4 * line.height).map((other) => other.right));

  const paragraphs: PageLine[][] = [];
  let current: PageLine[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const startsNew =
      !previous ||
      !similar(previous.height, line.height, 0.15) ||
      (lineSpacing > 0 && previous.y - line.y > lineSpacing * 1.4) ||
      previous.y - line.y < 0 || // a new column, or a text box placed higher up
      BULLET_START.test(line.text.trim()) ||
      !wrapsInto(previous, line, columnRight(previous));
    if (startsNew && current.length > 0) {
      paragraphs.push(current);
      current = [];
    }
    current.push(line);
  });
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

const HYPHENATED_END = /([\p{L}]+)-$/u;
const LOWER_START = /^(\p{Ll}[\p{L}]*)/u;

/**
 * Joins wrapped lines into one line of prose. A word split by a hyphen at the end of a line is
 * put back together ("photo-" + "synthesis"), unless the document writes that compound with its
 * hyphen elsewhere ("by-product"), which hyphenatedWords lists in lower case.
 */
export function joinLines(lines: readonly string[], hyphenatedWords: ReadonlySet<string> = new Set()): string {
  let joined = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!joined) {
      joined = line;
      continue;
    }
    const head = HYPHENATED_END.exec(joined);
    const tail = LOWER_START.exec(line);
    if (head && tail) {
      const compound = `${head[1]}-${tail[1]}`.toLowerCase();
      joined = hyphenatedWords.has(compound) ? `${joined}${line}` : `${joined.slice(0, -1)}${line}`;
    } else {
      joined = `${joined} ${line}`;
    }
  }
  return joined.replace(/[ \t]{2,}/g, ' ');
}

/** Every hyphenated word written whole within one line, in lower case. */
export function hyphenatedWordsIn(lines: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines) {
    for (const match of line.matchAll(/\p{L}+(?:-\p{L}+)+/gu)) words.add(match[0].toLowerCase());
  }
  return words;
}

/**
 * A whole document's text from its pages' lines: headers and footers dropped, lines joined into
 * paragraphs, paragraphs separated by a blank line. A sentence cut by a page break is joined too.
 */
export function documentText(pages: readonly (readonly PageLine[])[]): string {
  const kept = dropRunningLines(pages);
  const hyphenated = hyphenatedWordsIn(kept.flat().map((line) => line.text));
  const paragraphs: string[] = [];
  for (const lines of kept) {
    paragraphLines(lines).forEach((paragraph, index) => {
      const text = joinLines(paragraph.map((line) => line.text), hyphenated);
      if (!text) return;
      const previous = paragraphs[paragraphs.length - 1];
      // The page's first paragraph continues the last page's unfinished sentence.
      if (index === 0 && previous !== undefined && !SENTENCE_END.test(previous) && LOWER_START.test(text)) {
        paragraphs[paragraphs.length - 1] = joinLines([previous, text], hyphenated);
      } else {
        paragraphs.push(text);
      }
    });
  }
  return paragraphs.join('\n\n');
}
