import { describe, expect, it } from 'vitest';
import { studyNotes } from '../fixture-notes.ts';
import { countWords, wordsOf } from './words.ts';

describe('words of any script', () => {
  it('keeps accented words whole: "fenómenos" is one word, not "fen" + "menos"', () => {
    expect(wordsOf('Estos fenómenos se repiten sin parar.')).toEqual(['estos', 'fenómenos', 'se', 'repiten', 'sin', 'parar']);
  });

  it('keeps Devanagari words whole with their vowel signs', () => {
    expect(wordsOf('सूर्य एक तारा है।')).toEqual(['सूर्य', 'एक', 'तारा', 'है']);
  });

  it('counts Hindi notes as words, so they are never "no readable text"', () => {
    expect(countWords(studyNotes('hindi-saur-mandal.txt'))).toBeGreaterThan(200);
  });

  it('counts inner apostrophes and hyphens as part of a word', () => {
    expect(countWords("Earth's light-dependent reactions")).toBe(3);
  });
});
