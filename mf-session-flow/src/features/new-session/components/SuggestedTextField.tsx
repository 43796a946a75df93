import { useId, type ChangeEvent } from 'react';
import { TextField } from '@aayra/design-system/components';

interface SuggestedTextFieldProps {
  label: string;
  /** The database's longest subject or topic. */
  maxLength: number;
  value: string;
  /** Earlier entries the browser offers as the learner types; the learner may type anything. */
  suggestions: readonly string[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
}

/** A required short text field that offers what the learner typed before. */
export function SuggestedTextField({ label, maxLength, value, suggestions, onChange, error }: SuggestedTextFieldProps) {
  const listId = useId();
  return (
    <>
      <TextField label={label} required maxLength={maxLength} autoComplete="off" list={listId} value={value} onChange={onChange} error={error} />
      <datalist id={listId}>
        {[...new Set(suggestions)].map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
