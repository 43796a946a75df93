import { memo } from 'react';
import { Button } from '@aayra/design-system/components';
import { QuizQuestion, type StudyQuestion } from '@aayra/design-system/study';
import { ItemStepFrame, type ItemStepActions } from './ItemStepFrame';

interface QuizStepProps extends ItemStepActions {
  /** The question shown, or none when every question was dropped. */
  question: StudyQuestion | undefined;
  index: number;
  total: number;
  /** The option submitted for the question shown. */
  answer: number | undefined;
  onAnswer: (questionId: string, choice: number) => void;
  onIndexChange: (index: number) => void;
  onEdit: (question: StudyQuestion) => void;
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
  onAnswer,
  onIndexChange,
  onEdit,
  language,
  onDrop,
  ...frame
}: QuizStepProps) {
  return (
    <ItemStepFrame {...frame} addLabel="Add Question" next="summary" nextLabel="See Summary">
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
    </ItemStepFrame>
  );
});
