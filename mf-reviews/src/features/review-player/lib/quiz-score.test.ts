import { describe, expect, it } from 'vitest';
import { quizScore } from './quiz-score';

const answers = (correct: number, wrong: number) => [
  ...Array.from({ length: correct }, (_, i) => ({ questionId: `c${i}`, chosenIndex: 0, correct: true })),
  ...Array.from({ length: wrong }, (_, i) => ({ questionId: `w${i}`, chosenIndex: 1, correct: false })),
];

describe('quizScore', () => {
  it('scores correct over answered, rounded', () => {
    expect(quizScore(answers(2, 1))).toMatchObject({ correct: 2, answered: 3, percent: 67 });
  });

  it('praises 80% and more, encourages 60% and more, otherwise asks to study again', () => {
    expect(quizScore(answers(4, 1)).message).toBe('Excellent work!');
    expect(quizScore(answers(3, 2)).message).toBe('Good job! Keep practicing.');
    expect(quizScore(answers(1, 1)).message).toBe('Keep studying and try again!');
  });

  it('is 0% before any answer', () => {
    expect(quizScore([])).toMatchObject({ correct: 0, answered: 0, percent: 0 });
  });
});
