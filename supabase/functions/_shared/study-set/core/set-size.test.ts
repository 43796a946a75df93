import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateLocalStudySet } from '../local-provider.ts';
import { FULL_SET_ITEMS, SET_SIZE, smallSetNote } from './set-size.ts';
import { countWords } from './words.ts';

// About a hundred words of ordinary history notes in seven sentences: before, the set needed 8
// questions and the material 8 facts, and this material was refused.
const shortNotes = readFileSync(new URL('../../../../../tests/fixtures/study-notes/history-silk-road-short.txt', import.meta.url), 'utf8');

describe('the size of a study set', () => {
  it('makes a small set from short material of at least 80 words instead of refusing it', () => {
    expect(countWords(shortNotes)).toBeGreaterThanOrEqual(80);
    const set = generateLocalStudySet([{ kind: 'text', text: shortNotes }]);
    expect(set.flashcards.length).toBeGreaterThanOrEqual(SET_SIZE.fewest);
    expect(set.quiz.length).toBeGreaterThanOrEqual(SET_SIZE.fewest);
    expect(Math.min(set.flashcards.length, set.quiz.length)).toBeLessThan(FULL_SET_ITEMS);
  });

  it('tells the learner how few items the material gave, and what to do about it', () => {
    expect(smallSetNote(10, 5)).toBe('This material gave 5 questions: add more notes for more.');
    expect(smallSetNote(4, 12)).toBe('This material gave 4 flashcards: add more notes for more.');
    expect(smallSetNote(3, 6)).toBe('This material gave 3 flashcards and 6 questions: add more notes for more.');
    expect(smallSetNote(FULL_SET_ITEMS, 15)).toBeNull();
  });
});
