import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface StudyItemDialogProps {
  /** E.g. 'Add Flashcard'. */
  title: string;
  /** md for a card, lg for a question and its options. */
  size?: 'md' | 'lg';
  /** Checks the fields (showing their messages) and returns the save to run, or null to stay. */
  prepare: () => (() => void | Promise<void>) | null;
  /** Called by Cancel, Escape, the close button and after a save. */
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of the flashcard and question dialogs: a form (Enter saves), Cancel and Save. A save
 * that is refused (by the database, or the network) keeps the dialog open with its reason, so
 * nothing the learner typed is lost.
 */
export function StudyItemDialog({ title, size, prepare, onClose, children }: StudyItemDialogProps) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const save = prepare();
    if (!save) return;
    setRefusal(null);
    setSaving(true);
    try {
      await save();
    } catch (error) {
      setRefusal(error instanceof Error && error.message ? error.message : 'This could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      {...(size ? { size } : {})}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={saving} loadingLabel="Saving...">
            Save
          </Button>
        </>
      }
    >
      {/* noValidate: each field says what is wrong in its own words, not the browser's bubble. */}
      <form id={formId} className="aayra-study-item-dialog" noValidate onSubmit={(event) => void submit(event)}>
        {children}
        {refusal && (
          <p className="aayra-study-item-dialog__refusal" role="alert">
            {refusal}
          </p>
        )}
      </form>
    </Dialog>
  );
}
