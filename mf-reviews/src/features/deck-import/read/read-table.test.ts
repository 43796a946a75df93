import { describe, expect, it } from 'vitest';
import { DeckRefusal, sentences } from './deck';
import { readCsv, readQuizlet } from './read-table';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof DeckRefusal) return error.message;
    throw error;
  }
  return null;
};

describe('a CSV or TSV', () => {
  it('reads a term and a definition per row, skipping a header and honouring quotes', () => {
    const deck = readCsv('Term,Definition\nmitosis,"cell division, one into two"\n"say ""hi""",greeting\n', 'biology.csv');
    expect(deck.name).toBe('biology');
    expect(deck.cards).toEqual([
      { front: 'mitosis', back: 'cell division, one into two' },
      { front: 'say "hi"', back: 'greeting' },
    ]);
  });

  it('reads a TSV without a header and counts the rows it skips', () => {
    const deck = readCsv('uno\tone\ndos\t\ntres\tthree\n', 'spanish.tsv');
    expect(deck.cards.map((card) => card.front)).toEqual(['uno', 'tres']);
    expect(deck.skipped).toEqual({ 'a side is empty': 1 });
  });

  it('refuses one column, an empty file and more than 5,000 rows', () => {
    expect(refusal(() => readCsv('mitosis\nmeiosis\n', 'x.csv'))).toBe(sentences.oneColumn);
    expect(refusal(() => readCsv('\n\n', 'x.csv'))).toBe(sentences.empty);
    expect(refusal(() => readCsv('term,definition\n', 'x.csv'))).toBe(sentences.empty);
    const rows = Array.from({ length: 5001 }, (_, i) => `t${i},d${i}`).join('\n');
    expect(refusal(() => readCsv(rows, 'x.csv'))).toBe(sentences.tooManyCards);
  });
});

describe("Quizlet's export", () => {
  it('splits with the separators chosen, as Quizlet offers them', () => {
    expect(readQuizlet('hola\thello\nadiós\tgoodbye', { term: '\t', row: '\n' }).cards).toEqual([
      { front: 'hola', back: 'hello' },
      { front: 'adiós', back: 'goodbye' },
    ]);
    const custom = readQuizlet('hola - hello, hi;adiós - goodbye;sin separador', { term: ' - ', row: ';' });
    expect(custom.cards).toEqual([
      { front: 'hola', back: 'hello, hi' },
      { front: 'adiós', back: 'goodbye' },
    ]);
    expect(custom.skipped).toEqual({ 'no definition after the separator': 1 });
  });

  it('says so when no line has the separator', () => {
    expect(refusal(() => readQuizlet('hola,hello', { term: '\t', row: '\n' }))).toMatch(/Check the separators/);
  });
});
