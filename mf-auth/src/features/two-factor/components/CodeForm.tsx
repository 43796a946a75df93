import type { ReactNode } from 'react';
import { Button } from '@aayra/design-system/components';
import { FormMessage } from '../../../components/FormMessage';
import { codeErrorMessage } from '../code-messages';
import { CodeField } from './CodeField';
import { useCodeForm } from './use-code-form';

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
export function CodeForm({ children, label, send, pending, error, submitLabel, loadingLabel, variant = 'primary', fullWidth, onCancel }: CodeFormProps) {
  const form = useCodeForm(send, pending);
  return (
    <form className="auth-form" onSubmit={form.submit} noValidate>
      {children}
      <FormMessage tone="error">{error ? codeErrorMessage(error) : undefined}</FormMessage>
      <CodeField {...form.field} label={label} />
      <div className="auth-form__actions">
        <Button type="submit" variant={variant} fullWidth={fullWidth} loading={pending} loadingLabel={loadingLabel}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}
