import { useId } from 'react';
import { quizScore } from './quizScore';

export interface QuizPerformanceProps {
  /** Questions answered right. */
  correct: number;
  /** Questions answered; the score is 0 % while it is 0. */
  answered: number;
  /** The 'Quiz Performance' heading's level in the page's outline; default 2. */
  headingLevel?: 2 | 3;
}

/** 'Quiz Performance': the score, 'X out of N correct' and the matching encouragement. */
export function QuizPerformance({ correct, answered, headingLevel = 2 }: QuizPerformanceProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const { percent, message } = quizScore(correct, answered);
  return (
    <section className="aayra-quiz-performance" aria-labelledby={headingId}>
      <Heading id={headingId} className="aayra-quiz-performance__title">
        Quiz Performance
      </Heading>
      <p className="aayra-quiz-performance__score">{percent}%</p>
      <p>
        {correct} out of {answered} correct
      </p>
      <p className="aayra-quiz-performance__message">{message}</p>
    </section>
  );
}
