import { describe, expect, it } from 'vitest';
import { ocrParagraphs } from './ocr-text';

describe('text recognised in a picture', () => {
  it('joins printed lines back into sentences and keeps paragraphs apart', () => {
    const recognised =
      'Johannes Kepler published his\nlaws of planetary motion in 1609.\n\nMercury is the planet\nclosest to the Sun.\n';
    expect(ocrParagraphs(recognised)).toBe(
      'Johannes Kepler published his laws of planetary motion in 1609.\n\nMercury is the planet closest to the Sun.',
    );
  });

  it('mends a word hyphenated at a line end and drops empty lines', () => {
    expect(ocrParagraphs('  The aster-\noid belt lies between Mars\n \nand Jupiter.  ')).toBe(
      'The asteroid belt lies between Mars\n\nand Jupiter.',
    );
  });
});
