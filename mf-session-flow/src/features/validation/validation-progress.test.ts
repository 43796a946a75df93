import { describe, expect, it } from 'vitest';
import type { StudySetRecord } from './api/get-study-set';
import { noUnsavedChanges } from './unsaved-changes';
import { clampIndex, keptAnswers, keptIndex, quizTally, shapedStudySet } from './validation-progress';

const set: StudySetRecord = {
  studysetid: 'set',
  language: 'en',
  summary: [{ id: 'p1', text: 'Point' }],
  flashcards: [
    { id: 'c1', front: 'What is ATP?', back: 'Energy carrier', dropped: false },
    { id: 'c2', front: 'What is DNA?', back: 'Genetic material', dropped: false },
    { id: 'c3', front: 'What is RNA?', back: 'A copy of a gene', dropped: true },
  ],
  quiz: [
    { id: 'q1', prompt: 'One?', options: ['a', 'b', 'c', 'd'], correctIndex: 0, explanation: 'e', dropped: false },
    { id: 'q2', prompt: 'Two?', options: ['a', 'b', 'c', 'd'], correctIndex: 1, explanation: 'e', dropped: false },
    { id: 'q3', prompt: 'Three?', options: ['a', 'b', 'c', 'd'], correctIndex: 2, explanation: 'e', dropped: false },
  ],
};

describe('validation progress', () => {
  it('leaves out the items dropped in the database, and applies the edits and drops still on the device', () => {
    const shaped = shapedStudySet(set, {
      cards: { c2: { front: 'What does DNA carry?', back: 'Genes' } },
      questions: { q1: { prompt: 'First?', options: ['w', 'x', 'y', 'z'], correctIndex: 3, explanation: 'because' } },
      dropped: { c1: true, q3: true },
    });
    expect(shaped.flashcards.map(({ id, front, back }) => ({ id, front, back }))).toEqual([{ id: 'c2', front: 'What does DNA carry?', back: 'Genes' }]);
    expect(shaped.quiz.map((question) => [question.id, question.prompt, question.correctIndex])).toEqual([
      ['q1', 'First?', 3],
      ['q2', 'Two?', 1],
    ]);
  });

  it('shows an item again once Undo on this device brought it back, even before the database has it', () => {
    const shaped = shapedStudySet(set, { ...noUnsavedChanges, dropped: { c3: false } });
    expect(shaped.flashcards.map((card) => card.id)).toEqual(['c1', 'c2', 'c3']);
  });

  it('treats a set saved on the device without drop marks as nothing dropped', () => {
    const older = { ...set, flashcards: set.flashcards.map(({ dropped: _dropped, ...card }) => card) };
    expect(shapedStudySet(older, noUnsavedChanges).flashcards).toHaveLength(3);
  });

  it('puts an item brought back by Undo in its own place among the items kept', () => {
    const unsaved = { ...noUnsavedChanges, dropped: { c1: true, c2: false } };
    expect(keptIndex(set.flashcards, 'c2', unsaved)).toBe(0);
    expect(keptIndex(set.flashcards, 'c3', unsaved)).toBe(1);
    expect(keptIndex(set.quiz, 'q3', noUnsavedChanges)).toBe(2);
  });

  it('counts only answered questions that are still in the quiz, and stores only theirs', () => {
    const answers = { q1: 0, q2: 3, q3: 2 };
    expect(quizTally(set.quiz, answers)).toEqual({ correct: 2, answered: 3 });
    const kept = shapedStudySet(set, { ...noUnsavedChanges, dropped: { q3: true } }).quiz;
    expect(quizTally(kept, answers)).toEqual({ correct: 1, answered: 2 });
    expect(keptAnswers(kept, answers)).toEqual({ q1: 0, q2: 3 });
  });

  it('keeps the position inside the list after a drop', () => {
    expect(clampIndex(2, 2)).toBe(1);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(0, 0)).toBe(0);
  });
});
