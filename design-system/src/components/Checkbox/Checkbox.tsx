import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx, idRefs } from '../../internal/cx';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size'
> {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** A line of help under the label, read with it by screen readers. */
  hint?: ReactNode;
  /** The underlying `<input type="checkbox">`. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label and an optional hint. */
export function Checkbox({ label, hint, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cx('aayra-checkbox', className)}>
      <input
        {...props}
        id={inputId}
        type="checkbox"
        className="aayra-checkbox__input"
        aria-describedby={idRefs(hintId, props['aria-describedby'])}
      />
      <label className="aayra-checkbox__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className="aayra-checkbox__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
