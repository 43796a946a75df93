import { describe, expect, it } from 'vitest';
import type { StudySetRecord } from './api/get-study-set';
import { clampIndex, initialProgress, quizTally, shapedStudySet } from './validation-progress';

const set: StudySetRecord = {
  studysetid: 'set',
  language: 'en',
  summary: [{ id: 'p1', text: 'Point' }],
  flashcards: [
    { id: 'c1', front: 'What is ATP?', back: 'Energy carrier' },
    { id: 'c2', front: 'What is DNA?', back: 'Genetic material' },
  ],
  quiz: [
    { id: 'q1', prompt: 'One?', options: ['a', 'b', 'c', 'd'], correctIndex: 0, explanation: 'e' },
    { id: 'q2', prompt: 'Two?', options: ['a', 'b', 'c', 'd'], correctIndex: 1, explanation: 'e' },
    { id: 'q3', prompt: 'Three?', options: ['a', 'b', 'c', 'd'], correctIndex: 2, explanation: 'e' },
  ],
};

describe('validation progress', () => {
  it('applies the learner\'s edits and drops to the study set', () => {
    const shaped = shapedStudySet(set, {
      ...initialProgress,
      editedCards: { c2: { front: 'What does DNA carry?', back: 'Genes' } },
      editedQuestions: { q1: { prompt: 'First?', options: ['w', 'x', 'y', 'z'], correctIndex: 3, explanation: 'because' } },
      dropped: ['c1', 'q3'],
    });
    expect(shaped.flashcards).toEqual([{ id: 'c2', front: 'What does DNA carry?', back: 'Genes' }]);
    expect(shaped.quiz.map((question) => [question.id, question.prompt, question.correctIndex])).toEqual([
      ['q1', 'First?', 3],
      ['q2', 'Two?', 1],
    ]);
  });

  it('counts only answered questions that are still in the quiz', () => {
    const answers = { q1: 0, q2: 3, q3: 2 };
    expect(quizTally(set.quiz, answers)).toEqual({ correct: 2, answered: 3 });
    expect(quizTally(shapedStudySet(set, { ...initialProgress, dropped: ['q3'] }).quiz, answers)).toEqual({ correct: 1, answered: 2 });
  });

  it('keeps the position inside the list after a drop', () => {
    expect(clampIndex(2, 2)).toBe(1);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(0, 0)).toBe(0);
  });
});
