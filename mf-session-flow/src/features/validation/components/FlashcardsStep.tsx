import { memo } from 'react';
import { Button } from '@aayra/design-system/components';
import { FlashcardViewer, type StudyFlashcard } from '@aayra/design-system/study';
import { ItemStepFrame, type ItemStepActions } from './ItemStepFrame';

interface FlashcardsStepProps extends ItemStepActions {
  cards: readonly StudyFlashcard[];
  index: number;
  onIndexChange: (index: number) => void;
  onEdit: (card: StudyFlashcard) => void;
}

/**
 * The Flashcards step. Memoized: an answer given in the quiz or a move in the summary leaves it as
 * it is, so a card flips and pages without waiting for the other steps to be drawn again.
 */
export const FlashcardsStep = memo(function FlashcardsStep({
  cards,
  index,
  onIndexChange,
  onEdit,
  language,
  onDrop,
  ...frame
}: FlashcardsStepProps) {
  return (
    <ItemStepFrame {...frame} addLabel="Add Flashcard" next="quiz" nextLabel="Continue to Quiz">
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
    </ItemStepFrame>
  );
});
