import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text';

// One unit per character, so widths are easy to reason about.
const measure = (text: string) => text.length;

describe('wrapText', () => {
  it('keeps text that fits on one line', () => {
    expect(wrapText('short line', 20, measure)).toEqual(['short line']);
  });

  it('breaks at spaces, never past the width', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', 10, measure);
    expect(lines).toEqual(['the quick', 'brown fox', 'jumps over', 'the lazy', 'dog']);
    expect(lines.every((line) => line.length <= 10)).toBe(true);
  });

  it('breaks a word wider than the line inside it', () => {
    expect(wrapText('a pneumonoultramicroscopic word', 8, measure)).toEqual(['a', 'pneumono', 'ultramic', 'roscopic', 'word']);
  });

  it('breaks at the text’s own line breaks and keeps empty lines', () => {
    expect(wrapText('one\n\ntwo\r\nthree', 20, measure)).toEqual(['one', '', 'two', 'three']);
  });

  it('loses no word', () => {
    const text = 'Reviews come back at growing intervals: 1, 3, 7, 14, 30 and 90 days, and each one counts.';
    expect(wrapText(text, 12, measure).join(' ')).toBe(text);
  });
});
