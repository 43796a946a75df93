import type { QuizAnswer } from './study-set';

export interface QuizScore {
  correct: number;
  answered: number;
  /** round(correct / answered x 100); 0 before any answer. */
  percent: number;
  message: string;
}

export function quizScore(answers: readonly QuizAnswer[]): QuizScore {
  const answered = answers.length;
  const correct = answers.filter((answer) => answer.correct).length;
  const percent = answered > 0 ? Math.round((correct / answered) * 100) : 0;
  let message = 'Keep studying and try again!';
  if (percent >= 80) message = 'Excellent work!';
  else if (percent >= 60) message = 'Good job! Keep practicing.';
  return { correct, answered, percent, message };
}
