import { TextField } from '@aayra/design-system/components';

interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  error?: string | undefined;
}

/** The learner's email on every auth form: an email field browsers and password managers fill. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
