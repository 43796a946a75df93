import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, TextField } from '@aayra/design-system/components';
import { FormMessage } from '../../../components/FormMessage';
import { CODE_FORMAT_MESSAGE, codeErrorMessage, typedCode } from '../code-messages';

interface CodeFormProps {
  /** What the form is for, above the field (a QR code and key when adding an app). */
  children?: ReactNode;
  label?: string;
  /** Called with six digits; until then the field says what to type. */
  send: (code: string) => void;
  pending: boolean;
  /** The backend's refusal of the last code, if any. */
  error: unknown;
  submitLabel: string;
  loadingLabel: string;
  variant?: 'primary' | 'danger';
  fullWidth?: boolean;
  onCancel?: () => void;
}

/** A form around one code from the learner's authenticator app: confirm, remove, or sign in. */
export function CodeForm({
  children,
  label = 'Code from your authenticator app',
  send,
  pending,
  error,
  submitLabel,
  loadingLabel,
  variant = 'primary',
  fullWidth,
  onCancel,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = typedCode(code);
    setFormatError(typed === null);
    if (typed !== null && !pending) send(typed);
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {children}
      <FormMessage tone="error">{error ? codeErrorMessage(error) : undefined}</FormMessage>
      {/* Digits, filled by the phone's one-time-code helper; 7 leaves room for '123 456'. */}
      <TextField
        label={label}
        hint="6 digits"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        error={formatError ? CODE_FORMAT_MESSAGE : undefined}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <div className="auth-form__actions">
        <Button type="submit" variant={variant} fullWidth={fullWidth} loading={pending} loadingLabel={loadingLabel}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}
