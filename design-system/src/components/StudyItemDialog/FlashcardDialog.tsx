import { useRef, useState } from 'react';
import { TextField } from '../TextField/TextField';
import { StudyItemDialog } from './StudyItemDialog';
import {
  BACK_MAX_LENGTH,
  flashcardProblems,
  FRONT_MAX_LENGTH,
  hasFlashcardProblems,
  trimmedFlashcard,
  type FlashcardDraft,
} from './study-item-rules';

export interface FlashcardDialogProps {
  /** E.g. 'Add Flashcard' or 'Edit Flashcard'. */
  title: string;
  /** The card being edited; a new card starts empty. */
  initial?: FlashcardDraft;
  /** Receives the card with outer spaces trimmed; a rejection's message is shown in the dialog. */
  onSave: (card: FlashcardDraft) => void | Promise<void>;
  /** Called by Cancel, Escape, the close button and after a save. */
  onClose: () => void;
}

/** A flashcard's two sides, each required, in a dialog. */
export function FlashcardDialog({ title, initial, onSave, onClose }: FlashcardDialogProps) {
  const [draft, setDraft] = useState<FlashcardDraft>(initial ?? { front: '', back: '' });
  const [checked, setChecked] = useState(false);
  const frontRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLInputElement>(null);
  const problems = checked ? flashcardProblems(draft) : {};

  const prepare = () => {
    setChecked(true);
    const found = flashcardProblems(draft);
    if (hasFlashcardProblems(found)) {
      (found.front ? frontRef : backRef).current?.focus();
      return null;
    }
    return () => onSave(trimmedFlashcard(draft));
  };

  return (
    <StudyItemDialog title={title} prepare={prepare} onClose={onClose}>
      <TextField
        ref={frontRef}
        label="Question side"
        value={draft.front}
        maxLength={FRONT_MAX_LENGTH}
        onChange={(event) => setDraft({ ...draft, front: event.target.value })}
        error={problems.front}
        required
      />
      <TextField
        ref={backRef}
        label="Answer side"
        value={draft.back}
        maxLength={BACK_MAX_LENGTH}
        onChange={(event) => setDraft({ ...draft, back: event.target.value })}
        error={problems.back}
        required
      />
    </StudyItemDialog>
  );
}
