import { memo } from 'react';
import { Button } from '@aayra/design-system/components';
import { QuizQuestion, type StudyQuestion } from '@aayra/design-system/study';
import { DroppedUndo, type RecentDrop } from './DroppedUndo';
import type { ValidationStep } from '../validation-progress';

interface QuizStepProps {
  /** The question shown, or none when every question was dropped. */
  question: StudyQuestion | undefined;
  index: number;
  total: number;
  /** The option submitted for the question shown. */
  answer: number | undefined;
  language: string;
  /** The drop Undo is offered for, when it was a question. */
  recentDrop: RecentDrop | null;
  onAnswer: (questionId: string, choice: number) => void;
  onIndexChange: (index: number) => void;
  onEdit: (question: StudyQuestion) => void;
  onDrop: (id: string, what: RecentDrop['what']) => void;
  onUndo: (drop: RecentDrop) => void;
  onUndoExpired: () => void;
  onAdd: () => void;
  onGoToStep: (step: ValidationStep) => void;
}

/**
 * The Quiz step. Memoized, and given only the answer of the question shown: Submit Answer draws
 * this step again, not the flashcards, so the verdict shows without waiting for them.
 */
export const QuizStep = memo(function QuizStep({
  question,
  index,
  total,
  answer,
  language,
  recentDrop,
  onAnswer,
  onIndexChange,
  onEdit,
  onDrop,
  onUndo,
  onUndoExpired,
  onAdd,
  onGoToStep,
}: QuizStepProps) {
  return (
    <div className="sf-stack">
      <div>
        {question ? (
          <QuizQuestion
            question={question}
            index={index}
            total={total}
            answer={answer}
            onAnswer={(choice) => onAnswer(question.id, choice)}
            onIndexChange={onIndexChange}
            language={language}
            actions={
              <>
                {answer === undefined && (
                  <Button variant="ghost" onClick={() => onEdit(question)}>
                    Edit Question
                  </Button>
                )}
                <Button variant="ghost" onClick={() => onDrop(question.id, 'Question')}>
                  Drop Question
                </Button>
              </>
            }
          />
        ) : (
          <p className="sf-subtitle">No questions left.</p>
        )}
        <DroppedUndo drop={recentDrop} onUndo={onUndo} onExpire={onUndoExpired} />
      </div>
      <div className="sf-row">
        <Button onClick={onAdd}>Add Question</Button>
      </div>
      <div className="sf-row sf-row--end">
        <Button variant="primary" onClick={() => onGoToStep('summary')}>
          See Summary
        </Button>
      </div>
    </div>
  );
});
