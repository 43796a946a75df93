import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx, idRefs } from '../../internal/cx';
import { Field } from '../Field/Field';
import { IconButton } from '../IconButton/IconButton';
import { IconEye, IconEyeOff } from '../Icon/icons';
import { estimatePasswordStrength } from './passwordStrength';

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type'
> {
  /** The visible label, e.g. 'Password'. */
  label: ReactNode;
  /** A line of help under the label, e.g. the password rules. */
  hint?: ReactNode;
  /** Shown under the field and marks it invalid. */
  error?: ReactNode;
  /** Shows a strength meter under the field (for choosing a new password). */
  showStrength?: boolean;
  /** Name of the show/hide toggle; its pressed state says whether the password is visible. */
  toggleLabel?: string;
  /** Class of the field wrapper; `className` goes to the input. */
  fieldClassName?: string;
  /** The underlying `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a Show password toggle and an optional strength hint. */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  showStrength = false,
  toggleLabel = 'Show password',
  fieldClassName,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <>
          <div className="aayra-password-field">
            <input
              {...props}
              {...control}
              type={visible ? 'text' : 'password'}
              autoComplete={autoComplete}
              aria-describedby={idRefs(
                control['aria-describedby'],
                showStrength && `${control.id}-strength`,
                props['aria-describedby'],
              )}
              className={cx('aayra-input', 'aayra-password-field__input', className)}
            />
            <IconButton
              className="aayra-password-field__toggle"
              size="sm"
              aria-label={toggleLabel}
              aria-pressed={visible}
              aria-controls={control.id}
              icon={visible ? <IconEyeOff /> : <IconEye />}
              onClick={() => setVisible((shown) => !shown)}
            />
          </div>
          {showStrength && <StrengthMeter id={`${control.id}-strength`} password={value} />}
        </>
      )}
    </Field>
  );
}

function StrengthMeter({ id, password }: { id: string; password: string }) {
  const strength = estimatePasswordStrength(password);
  return (
    <div className="aayra-password-strength" data-score={password ? strength.score : undefined}>
      <span className="aayra-password-strength__bar" aria-hidden="true" />
      <span className="aayra-password-strength__text" id={id} aria-live="polite">
        {password ? `Password strength: ${strength.label}` : ''}
      </span>
    </div>
  );
}
