export interface QuizScore {
  /** round(correct / answered x 100); 0 before any answer. */
  percent: number;
  message: string;
}

export const SCORE_MESSAGES = {
  excellent: 'Excellent work!',
  good: 'Good job! Keep practicing.',
  keepStudying: 'Keep studying and try again!',
} as const;

/** The score texts of decisions.md (Validation and Review). */
export function quizScore(correct: number, answered: number): QuizScore {
  const percent = answered > 0 ? Math.round((correct / answered) * 100) : 0;
  const message = percent >= 80 ? SCORE_MESSAGES.excellent : percent >= 60 ? SCORE_MESSAGES.good : SCORE_MESSAGES.keepStudying;
  return { percent, message };
}
