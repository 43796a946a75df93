import { useId } from 'react';
import type { QuizAnswer } from '../lib/study-set';
import { quizScore } from '../lib/quiz-score';

/** The study set's key points, then how the quiz went. */
export function SummaryStep({ summary, answers }: { summary: readonly string[]; answers: readonly QuizAnswer[] }) {
  const headingId = useId();
  const score = quizScore(answers);
  return (
    <div className="review-player__summary">
      {summary.length > 0 ? (
        <ul className="review-player__key-points">
          {summary.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      ) : (
        <p>This study set has no summary.</p>
      )}
      <section className="review-player__performance" aria-labelledby={headingId}>
        <h3 id={headingId}>Quiz Performance</h3>
        <p className="review-player__score">{score.percent}%</p>
        <p>
          {score.correct} out of {score.answered} correct
        </p>
        <p>{score.message}</p>
      </section>
    </div>
  );
}
