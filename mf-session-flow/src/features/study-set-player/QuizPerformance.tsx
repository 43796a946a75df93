import { quizScore } from './quiz-score';

export interface QuizPerformanceProps {
  correct: number;
  answered: number;
  headingLevel?: 2 | 3;
}

/** 'Quiz Performance': the score, 'X out of N correct' and the matching encouragement. */
export function QuizPerformance({ correct, answered, headingLevel = 2 }: QuizPerformanceProps) {
  const Heading = `h${headingLevel}` as const;
  const { percent, message } = quizScore(correct, answered);
  return (
    <section className="sf-stack" aria-labelledby="quiz-performance-title">
      <Heading id="quiz-performance-title">Quiz Performance</Heading>
      <p className="sf-score">{percent}%</p>
      <p>
        {correct} out of {answered} correct
      </p>
      <p className="sf-step-label">{message}</p>
    </section>
  );
}
