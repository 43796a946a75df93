// Text recognised in a picture comes line by line, as it was printed; the study set needs sentences.

/** Joins a picture's printed lines back into paragraphs: blank lines part them, a hyphen at a line end joins a word. */
export function ocrParagraphs(recognised: string): string {
  return recognised
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .reduce(
          (joined, line) =>
            joined === ''
              ? line
              : /\p{L}-$/u.test(joined)
                ? joined.slice(0, -1) + line
                : `${joined} ${line}`,
          '',
        ),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
