import { useState } from 'react';
import { Button, useToast } from '@aayra/design-system/components';
import { FlashcardDialog, QuestionDialog } from '@aayra/design-system/study';
import { useAddOwnFlashcard, useAddOwnQuestion } from '../api/add-own-items';

export interface AddOwnItemProps {
  sessionId: string;
  studysetid: string;
}

// An item added during a review joins the study set for the next stages; the review on screen
// keeps the cards and questions it opened with, so its score counts what it showed.
const NEXT_REVIEWS = 'It will be part of your next reviews.';

/** "Add Flashcard": the learner's own card, written in a dialog and stored in the session's set. */
export function AddOwnFlashcard({ sessionId, studysetid }: AddOwnItemProps) {
  const [open, setOpen] = useState(false);
  const add = useAddOwnFlashcard();
  const { toast } = useToast();
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Add Flashcard</Button>
      {open && (
        <FlashcardDialog
          title="Add Flashcard"
          onClose={() => setOpen(false)}
          onSave={async (card) => {
            await add.mutateAsync({ sessionId, studysetid, item: card });
            setOpen(false);
            toast({ title: 'Flashcard added', description: NEXT_REVIEWS });
          }}
        />
      )}
    </div>
  );
}

/** "Add Question": the learner's own question, written in a dialog and stored in the session's set. */
export function AddOwnQuestion({ sessionId, studysetid }: AddOwnItemProps) {
  const [open, setOpen] = useState(false);
  const add = useAddOwnQuestion();
  const { toast } = useToast();
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Add Question</Button>
      {open && (
        <QuestionDialog
          title="Add Question"
          onClose={() => setOpen(false)}
          onSave={async (question) => {
            await add.mutateAsync({ sessionId, studysetid, item: question });
            setOpen(false);
            toast({ title: 'Question added', description: NEXT_REVIEWS });
          }}
        />
      )}
    </div>
  );
}
