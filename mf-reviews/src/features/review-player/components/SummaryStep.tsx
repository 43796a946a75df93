import { QuizPerformance, StudySummary } from '@aayra/design-system/study';
import type { QuizAnswer } from '../../../lib/study-set';

/** The study set's key points, then how the quiz went. */
export function SummaryStep({ summary, answers, language }: { summary: readonly string[]; answers: readonly QuizAnswer[]; language: string }) {
  return (
    <div className="review-player__summary">
      <StudySummary points={summary} empty="This study set has no summary." language={language} />
      <QuizPerformance correct={answers.filter((answer) => answer.correct).length} answered={answers.length} headingLevel={3} />
    </div>
  );
}
