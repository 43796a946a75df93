import { useState } from 'react';
import { FlashcardViewer, type FlashcardGrade, type StudyFlashcard } from '@aayra/design-system/study';

interface FlashcardStepProps {
  flashcards: readonly StudyFlashcard[];
  /** The learner's own grades so far, with the way to give one; left out where no grade is kept. */
  grades?: ReadonlyMap<string, FlashcardGrade>;
  onGrade?: (card: StudyFlashcard, grade: FlashcardGrade) => void;
  /** The study set's language as stored with it. */
  language: string;
}

/** The flashcards of a study set, one at a time, from the first each time the step is opened. */
export function FlashcardStep({ flashcards, grades, onGrade, language }: FlashcardStepProps) {
  const [index, setIndex] = useState(0);
  return (
    <FlashcardViewer
      cards={flashcards}
      index={index}
      onIndexChange={setIndex}
      empty="This study set has no flashcards."
      grades={grades}
      onGrade={onGrade}
      language={language}
    />
  );
}
