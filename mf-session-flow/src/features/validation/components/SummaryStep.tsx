import { memo } from 'react';
import { Button } from '@aayra/design-system/components';
import { QuizPerformance, StudySummary, type StudyQuestion } from '@aayra/design-system/study';
import type { StudySetRecord } from '../api/get-study-set';
import { quizTally, type ValidationStep } from '../validation-progress';

interface SummaryStepProps {
  summary: StudySetRecord['summary'];
  quiz: readonly StudyQuestion[];
  answers: Record<string, number>;
  language: string;
  onGoToStep: (step: ValidationStep) => void;
}

/** The Summary step: the key points, and how the quiz went so far. Memoized like the other steps. */
export const SummaryStep = memo(function SummaryStep({ summary, quiz, answers, language, onGoToStep }: SummaryStepProps) {
  const tally = quizTally(quiz, answers);
  return (
    <div className="sf-stack">
      <StudySummary points={summary.map((point) => point.text)} headingLevel={2} language={language} />
      {quiz.length > 0 && (
        <QuizPerformance
          correct={tally.correct}
          answered={tally.answered}
          unansweredAction={<Button onClick={() => onGoToStep('quiz')}>Go to Quiz</Button>}
        />
      )}
      {tally.answered > 0 && tally.answered < quiz.length && (
        <p className="sf-subtitle">
          You answered {tally.answered} of {quiz.length} questions.
        </p>
      )}
    </div>
  );
});
