import { useId } from 'react';
import { Button } from '@aayra/design-system/components';
import type { TextNote } from '../material-rules';

export interface TextNotesProps {
  notes: readonly TextNote[];
  errors: Record<string, string>;
  onChange: (id: string, text: string) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
}

/** Any number of typed notes, each removable before submitting. */
export function TextNotes({ notes, errors, onChange, onAdd, onRemove }: TextNotesProps) {
  const baseId = useId();
  return (
    <div className="sf-stack">
      <p className="sf-subtitle">Type or paste what you studied. Each note can be removed before you submit.</p>
      {notes.map((note, index) => {
        const id = `${baseId}-${note.id}`;
        const error = errors[note.id];
        return (
          <div className="sf-note aayra-field" key={note.id} data-invalid={error ? true : undefined}>
            <div className="sf-note__header">
              <label className="aayra-field__label" htmlFor={id}>
                Note {index + 1}
              </label>
              <Button size="sm" variant="ghost" onClick={() => onRemove(note.id)} aria-label={`Remove note ${index + 1}`}>
                Remove
              </Button>
            </div>
            <textarea
              id={id}
              className="aayra-input sf-textarea"
              value={note.text}
              onChange={(event) => onChange(note.id, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p className="aayra-field__error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="sf-row">
        <Button onClick={onAdd}>Add Note</Button>
      </div>
    </div>
  );
}
