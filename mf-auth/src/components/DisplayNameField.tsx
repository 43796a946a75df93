import { TextField } from '@aayra/design-system/components';
import { DISPLAY_NAME_MAX_LENGTH } from '@aayra/supabase/product-constants';

interface DisplayNameFieldProps {
  value: string;
  onChange: (displayname: string) => void;
  error?: string | undefined;
}

/** The name Aayra greets the learner by, on the sign-up form and the profile. */
export function DisplayNameField({ value, onChange, error }: DisplayNameFieldProps) {
  return (
    <TextField
      label="Display name"
      name="displayname"
      autoComplete="nickname"
      required
      maxLength={DISPLAY_NAME_MAX_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
