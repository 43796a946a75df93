import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx, idRefs } from '../../internal/cx';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'role'
> {
  /** The visible label, naming the setting, e.g. 'Study reminders'. */
  label: ReactNode;
  /** A line of help under the label. */
  hint?: ReactNode;
  /** The underlying `<input type="checkbox" role="switch">`. */
  ref?: Ref<HTMLInputElement>;
}

/** An on/off setting that applies at once (e.g. study reminders). A checkbox announced as a switch. */
export function Switch({ label, hint, id, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cx('aayra-switch', className)}>
      <label className="aayra-switch__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        type="checkbox"
        role="switch"
        className="aayra-switch__input"
        aria-describedby={idRefs(hintId, props['aria-describedby'])}
      />
      {hint && (
        <p className="aayra-switch__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
