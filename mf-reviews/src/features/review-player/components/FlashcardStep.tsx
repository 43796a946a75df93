import { useState } from 'react';
import { Button, FlipCard } from '@aayra/design-system/components';
import type { Flashcard } from '../lib/study-set';

/** The flashcards of a study set, one at a time; each flips to reveal its answer. */
export function FlashcardStep({ flashcards }: { flashcards: readonly Flashcard[] }) {
  const [index, setIndex] = useState(0);
  const card = flashcards[index];
  if (!card) return <p>This study set has no flashcards.</p>;
  return (
    <div className="review-player__flashcards">
      <p className="review-player__position">
        Flashcard {index + 1} of {flashcards.length}
      </p>
      {/* A new key shows each card front first, as it was never seen before. */}
      <FlipCard
        key={card.id}
        front={card.front}
        back={card.back}
        frontLabel="Question"
        backLabel="Answer"
        hint="Click, or press Space or Enter, to flip the card."
      />
      <div className="review-player__pager">
        <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        <Button onClick={() => setIndex(index + 1)} disabled={index === flashcards.length - 1}>
          Next
        </Button>
      </div>
    </div>
  );
}
