import type { ReactNode } from 'react';
import { Button, FlipCard } from '@aayra/design-system/components';
import type { PlayerFlashcard } from './types';

export interface FlashcardViewerProps {
  cards: readonly PlayerFlashcard[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Extra buttons for the card shown, e.g. Edit and Drop while validating. */
  actions?: (card: PlayerFlashcard) => ReactNode;
}

/** One flashcard at a time: 'Flashcard i of N', flips by click, Space or Enter, Previous/Next. */
export function FlashcardViewer({ cards, index, onIndexChange, actions }: FlashcardViewerProps) {
  const card = cards[index];
  if (!card) return <p className="sf-subtitle">No flashcards left.</p>;
  return (
    <div className="sf-stack">
      <p className="sf-step-label" aria-live="polite">
        Flashcard {index + 1} of {cards.length}
      </p>
      <FlipCard
        key={card.id}
        front={
          <span className="sf-card-face">
            <span className="sf-card-face__label">Question</span>
            {card.front}
          </span>
        }
        back={
          <span className="sf-card-face">
            <span className="sf-card-face__label">Answer</span>
            {card.back}
          </span>
        }
        frontLabel="Question"
        backLabel="Answer"
        hint="Click, or press Space or Enter, to flip the card."
      />
      <div className="sf-row">
        <Button onClick={() => onIndexChange(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        <Button onClick={() => onIndexChange(index + 1)} disabled={index >= cards.length - 1}>
          Next
        </Button>
        {actions?.(card)}
      </div>
    </div>
  );
}
