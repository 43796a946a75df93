import { memo } from 'react';
import { Button } from '@aayra/design-system/components';
import { FlashcardViewer, type StudyFlashcard } from '@aayra/design-system/study';
import { DroppedUndo, type RecentDrop } from './DroppedUndo';
import type { ValidationStep } from '../validation-progress';

interface FlashcardsStepProps {
  cards: readonly StudyFlashcard[];
  index: number;
  language: string;
  /** The drop Undo is offered for, when it was a flashcard. */
  recentDrop: RecentDrop | null;
  onIndexChange: (index: number) => void;
  onEdit: (card: StudyFlashcard) => void;
  onDrop: (id: string, what: RecentDrop['what']) => void;
  onUndo: (drop: RecentDrop) => void;
  onUndoExpired: () => void;
  onAdd: () => void;
  onGoToStep: (step: ValidationStep) => void;
}

/**
 * The Flashcards step. Memoized: an answer given in the quiz or a move in the summary leaves it as
 * it is, so a card flips and pages without waiting for the other steps to be drawn again.
 */
export const FlashcardsStep = memo(function FlashcardsStep({
  cards,
  index,
  language,
  recentDrop,
  onIndexChange,
  onEdit,
  onDrop,
  onUndo,
  onUndoExpired,
  onAdd,
  onGoToStep,
}: FlashcardsStepProps) {
  return (
    <div className="sf-stack">
      <div>
        <FlashcardViewer
          cards={cards}
          index={index}
          onIndexChange={onIndexChange}
          empty="No flashcards left."
          language={language}
          actions={(card) => (
            <>
              <Button variant="ghost" onClick={() => onEdit(card)}>
                Edit Flashcard
              </Button>
              <Button variant="ghost" onClick={() => onDrop(card.id, 'Flashcard')}>
                Drop Flashcard
              </Button>
            </>
          )}
        />
        <DroppedUndo drop={recentDrop} onUndo={onUndo} onExpire={onUndoExpired} />
      </div>
      <div className="sf-row">
        <Button onClick={onAdd}>Add Flashcard</Button>
      </div>
      <div className="sf-row sf-row--end">
        <Button variant="primary" onClick={() => onGoToStep('quiz')}>
          Continue to Quiz
        </Button>
      </div>
    </div>
  );
});
