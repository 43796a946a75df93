import { useId, type ReactNode } from 'react';
import { cx, idRefs } from '../../internal/cx';

/** What a field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Set when the field is required, for the control's own `required`. */
  required?: boolean;
}

export interface FieldProps {
  /** The visible label of the control. */
  label: ReactNode;
  /** A line of help under the label, read with the control. */
  hint?: ReactNode;
  /** Shown under the control and marks it invalid. */
  error?: ReactNode;
  /** Adds the required mark to the label and `required` to the control. */
  required?: boolean;
  /** The control's id; one is generated when left out. */
  id?: string;
  /** Extra class on the wrapper, for the caller's layout only. */
  className?: string;
  /** Renders the control, given the id and ARIA attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint, control and error in a column: the layout every form input shares. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cx('aayra-field', className)} data-invalid={error ? true : undefined}>
      <label className="aayra-field__label" htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p className="aayra-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': idRefs(hintId, errorId),
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {error && (
        <p className="aayra-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The asterisk is visual only: the control's own `required` is what assistive technology reads. */
export function RequiredMark() {
  return (
    <span className="aayra-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
