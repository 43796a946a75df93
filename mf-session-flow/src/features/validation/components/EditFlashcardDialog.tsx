import { useState } from 'react';
import { TextField, type StudyFlashcard } from '@aayra/design-system/components';
import { EditDialog } from './EditDialog';

export interface EditFlashcardDialogProps {
  card: StudyFlashcard;
  onSave: (card: Pick<StudyFlashcard, 'front' | 'back'>) => void;
  onClose: () => void;
}

/** Corrects a generated flashcard before it enters the review cycle. */
export function EditFlashcardDialog({ card, onSave, onClose }: EditFlashcardDialogProps) {
  const [front, setFront] = useState(card.front);
  const [back, setBack] = useState(card.back);
  const [checked, setChecked] = useState(false);
  const frontError = checked && front.trim() === '' ? 'The question side cannot be empty.' : undefined;
  const backError = checked && back.trim() === '' ? 'The answer side cannot be empty.' : undefined;
  const save = () => {
    setChecked(true);
    if (front.trim() === '' || back.trim() === '') return;
    onSave({ front: front.trim(), back: back.trim() });
  };
  return (
    <EditDialog title="Edit Flashcard" onSave={save} onClose={onClose}>
      <TextField label="Question side" value={front} maxLength={1000} onChange={(event) => setFront(event.target.value)} error={frontError} required />
      <TextField label="Answer side" value={back} maxLength={2000} onChange={(event) => setBack(event.target.value)} error={backError} required />
    </EditDialog>
  );
}
