import { useId, type ReactNode } from 'react';
import { cx, idRefs } from '../../internal/cx';

/** What a field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and marks it invalid. */
  error?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
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
