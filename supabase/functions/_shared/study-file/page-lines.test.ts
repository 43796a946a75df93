import { describe, expect, it } from 'vitest';
import { documentText, dropRunningLines, hyphenatedWordsIn, joinLines, paragraphLines, type PageLine } from './page-lines.ts';

// A page as a printer lays it out: 12 pt text on 18 pt lines, wrapping at x = 500.
function page(rows: readonly (string | { text: string; right?: number; height?: number; gap?: number; y?: number })[], top = 760): PageLine[] {
  let y = top;
  return rows.map((row, index) => {
    const { text, right = 500, height = 12, gap = 18, y: at } = typeof row === 'string' ? { text: row } : row;
    if (index > 0) y -= gap;
    return { text, x: 50, y: at ?? y, right, height };
  });
}

const header = (text: string) => ({ text, right: 220, height: 9, y: 815 });
const footer = (text: string) => ({ text, right: 545, height: 9, y: 20 });

describe('joinLines', () => {
  it('joins a sentence wrapped across lines with single spaces', () => {
    expect(joinLines(['The Calvin cycle takes place in the', 'stroma of the chloroplast.'])).toBe(
      'The Calvin cycle takes place in the stroma of the chloroplast.',
    );
  });

  it('puts a word split by a hyphen at a line end back together', () => {
    expect(joinLines(['Green plants carry out photo-', 'synthesis in their leaves.'])).toBe('Green plants carry out photosynthesis in their leaves.');
  });

  it('keeps the hyphen of a compound the document writes with one', () => {
    const hyphenated = hyphenatedWordsIn(['Oxygen is a by-product of the light reactions.']);
    expect(joinLines(['Glucose and oxygen are each a by-', 'product here.'], hyphenated)).toBe('Glucose and oxygen are each a by-product here.');
  });

  it('keeps a dash before a capital or a number as it is', () => {
    expect(joinLines(['The war lasted from 1914 to 1918 -', 'Armistice Day ended it.'])).toBe('The war lasted from 1914 to 1918 - Armistice Day ended it.');
  });
});

describe('dropRunningLines', () => {
  const bodies = [
    ['Cells were first seen in 1665 through a microscope.', 'Robert Hooke named them after small rooms.'],
    ['A prokaryote has no nucleus around its DNA.', 'Bacteria and archaea are prokaryotes.'],
    ['Ribosomes build proteins from amino acids.', 'They read the order from messenger RNA.'],
  ];
  const pages = bodies.map(([first = '', second = ''], index) =>
    page([header('Biology 101: Unit 2 Handout'), { text: first, y: 760 }, { text: second, y: 742 }, footer(`Page ${index + 1} of 3`)]),
  );

  it('drops a header and a "Page N of M" footer that repeat on every page', () => {
    const kept = dropRunningLines(pages);
    expect(kept.flat().map((line) => line.text)).toEqual(bodies.flat());
  });

  it('drops a header that repeats on nearly every page (not the title page)', () => {
    const withTitlePage = [page(['Cell Biology', 'A handout for the first term.']), ...pages];
    expect(dropRunningLines(withTitlePage).flat().some((line) => line.text.includes('Unit 2 Handout'))).toBe(false);
  });

  it('drops bare page numbers at the foot of a page, even on a single page', () => {
    const single = [page(['Osmosis is the diffusion of water across a membrane.', 'It needs no energy from the cell at all.', footer('3')])];
    expect(dropRunningLines(single)[0]?.map((line) => line.text)).toEqual([
      'Osmosis is the diffusion of water across a membrane.',
      'It needs no energy from the cell at all.',
    ]);
  });

  it('keeps a line at the top of one page only, and numbers in the body', () => {
    const twoPages = [
      page(['Chapter One', 'There were 3 causes of the war.', 'The first was the alliance system.', 'The second was the arms race.']),
      page(['Chapter Two', 'The war began in 1914.', '1918', 'The armistice came at last.', 'Peace talks followed.']),
    ];
    const kept = dropRunningLines(twoPages).flat().map((line) => line.text);
    expect(kept).toContain('Chapter One');
    expect(kept).toContain('Chapter Two');
    expect(kept).toContain('1918');
  });
});

describe('paragraphLines', () => {
  it('starts a paragraph after a wider gap, a change of font size, or a line ended short', () => {
    const lines = page([
      { text: 'Cell Biology', height: 20, right: 180 },
      { text: 'A cell is the smallest unit of life that can carry out all of the', gap: 30 },
      'processes needed to stay alive, and every organism is made of cells.',
      { text: 'Most cells are far too small to see.', right: 300 },
      { text: 'Light microscopes magnify specimens about 1,500 times, and the', gap: 30 },
      { text: 'electron microscope reveals far more.', right: 320 },
      { text: 'A short line ended on purpose.', right: 260 },
    ]);
    expect(paragraphLines(lines).map((paragraph) => paragraph.map((line) => line.text).join(' | '))).toEqual([
      'Cell Biology',
      'A cell is the smallest unit of life that can carry out all of the | processes needed to stay alive, and every organism is made of cells. | Most cells are far too small to see.',
      'Light microscopes magnify specimens about 1,500 times, and the | electron microscope reveals far more.',
      'A short line ended on purpose.',
    ]);
  });

  it('keeps a line that ends a sentence in its paragraph when the next word would not have fitted', () => {
    const lines = page(['Robert Hooke described cells in 1665. Matthias Schleiden', 'studied plants in 1838 and said all plants are made of cells.']);
    expect(paragraphLines(lines)).toHaveLength(1);
  });

  it('puts each bulleted item on its own', () => {
    const lines = page([
      { text: '• Evaporation turns water into vapour.', right: 300 },
      { text: '• Condensation forms the droplets of clouds, which the wind carries over the', right: 500 },
      { text: 'land.', right: 90 },
      { text: '• Precipitation brings the water back down.', right: 320 },
    ]);
    expect(paragraphLines(lines)).toHaveLength(3);
  });
});

describe('documentText', () => {
  it('joins a sentence cut by a page break and drops the repeated footer', () => {
    const pages = [
      page(['The mitochondrion is the organelle that releases energy from glucose', 'during aerobic respiration and stores', footer('Page 1 of 3')]),
      page(['it as ATP in the cell.', footer('Page 2 of 3')]),
      page([{ text: 'Ribosomes build proteins.', right: 250 }, footer('Page 3 of 3')]),
    ];
    expect(documentText(pages)).toBe(
      'The mitochondrion is the organelle that releases energy from glucose during aerobic respiration and stores it as ATP in the cell.\n\nRibosomes build proteins.',
    );
  });
});
