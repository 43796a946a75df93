import { useId, type ReactNode } from 'react';
import { quizScore } from './quizScore';

export interface QuizPerformanceProps {
  /** Questions answered right. */
  correct: number;
  /** Questions answered; while it is 0 there is no score, and the section says so. */
  answered: number;
  /** The 'Quiz Performance' heading's level in the page's outline; default 2. */
  headingLevel?: 2 | 3;
  /** Shown when nothing is answered, e.g. a button back to the quiz. */
  unansweredAction?: ReactNode;
}

const NOTHING_ANSWERED_TEXT = 'You have not answered any questions yet, so there is no score.';

/** 'Quiz Performance': the score, 'X out of N correct' and the matching encouragement. */
export function QuizPerformance({ correct, answered, headingLevel = 2, unansweredAction }: QuizPerformanceProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const { percent, message } = quizScore(correct, answered);
  return (
    <section className="aayra-quiz-performance" aria-labelledby={headingId}>
      <Heading id={headingId} className="aayra-quiz-performance__title">
        Quiz Performance
      </Heading>
      {/* A score of 0 % over no answers would scold the learner for a quiz not taken. */}
      {answered === 0 ? (
        <>
          <p>{NOTHING_ANSWERED_TEXT}</p>
          {unansweredAction && <div>{unansweredAction}</div>}
        </>
      ) : (
        <>
          <p className="aayra-quiz-performance__score">{percent}%</p>
          <p>
            {correct} out of {answered} correct
          </p>
          <p className="aayra-quiz-performance__message">{message}</p>
        </>
      )}
    </section>
  );
}
