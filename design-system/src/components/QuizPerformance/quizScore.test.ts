import { describe, expect, it } from 'vitest';
import { quizScore } from './quizScore';

describe('quizScore', () => {
  it('is the rounded share of correct answers among the answered ones', () => {
    expect(quizScore(2, 3).percent).toBe(67);
    expect(quizScore(1, 8).percent).toBe(13);
    expect(quizScore(0, 0)).toEqual({ percent: 0, message: 'Keep studying and try again!' });
  });

  it('praises from 80 %, encourages from 60 %, and otherwise asks to try again', () => {
    expect(quizScore(4, 5).message).toBe('Excellent work!');
    expect(quizScore(10, 10).message).toBe('Excellent work!');
    expect(quizScore(79, 100).message).toBe('Good job! Keep practicing.');
    expect(quizScore(3, 5).message).toBe('Good job! Keep practicing.');
    expect(quizScore(59, 100).message).toBe('Keep studying and try again!');
  });
});
