export interface QuizScore {
  /** round(correct / answered x 100); 0 before any answer. */
  percent: number;
  message: string;
}

/** The score and its encouragement: from 80 % praise, from 60 % a nudge, below that another go. */
export function quizScore(correct: number, answered: number): QuizScore {
  const percent = answered > 0 ? Math.round((correct / answered) * 100) : 0;
  const message = percent >= 80 ? 'Excellent work!' : percent >= 60 ? 'Good job! Keep practicing.' : 'Keep studying and try again!';
  return { percent, message };
}
