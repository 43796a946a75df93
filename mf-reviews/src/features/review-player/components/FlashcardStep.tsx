import { useState } from 'react';
import { FlashcardViewer, type StudyFlashcard } from '@aayra/design-system/components';

/** The flashcards of a study set, one at a time, from the first each time the step is opened. */
export function FlashcardStep({ flashcards }: { flashcards: readonly StudyFlashcard[] }) {
  const [index, setIndex] = useState(0);
  return <FlashcardViewer cards={flashcards} index={index} onIndexChange={setIndex} empty="This study set has no flashcards." />;
}
