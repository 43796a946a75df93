import { TextField } from '@aayra/design-system/components';

interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  label?: string;
}

/** A code from the learner's authenticator app: digits, filled by the phone's one-time-code helper. */
export function CodeField({ value, onChange, error, label = 'Code from your authenticator app' }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      hint="6 digits"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
