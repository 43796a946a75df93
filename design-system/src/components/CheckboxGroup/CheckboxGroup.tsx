import { useId, type ReactNode } from 'react';
import { cx, idRefs } from '../../internal/cx';
import { Checkbox } from '../Checkbox/Checkbox';
import { RequiredMark } from '../Field/Field';

export interface CheckboxGroupOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** The question the options answer, e.g. 'Preferred study days'. */
  legend: ReactNode;
  /** The choices, in the order shown. */
  options: readonly CheckboxGroupOption[];
  /** Checked values, kept in the order of `options`. */
  value: readonly string[];
  /** Receives every checked value after a change, in the order of `options`. */
  onChange: (value: string[]) => void;
  /** The form field name shared by the checkboxes. */
  name?: string;
  /** Help under the legend, read with the group. */
  hint?: ReactNode;
  /** Shown under the options and marks the group invalid. */
  error?: ReactNode;
  /** Marks the group as needing at least one choice (the caller validates). */
  required?: boolean;
  /** Every option unavailable. */
  disabled?: boolean;
  /** 'row' wraps the options side by side, e.g. the seven weekdays. */
  layout?: 'column' | 'row';
  /** Extra class on the fieldset, for the caller's layout only. */
  className?: string;
}

/** Several checkboxes answering one question, under one legend, with a shared hint and error. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  name,
  hint,
  error,
  required,
  disabled,
  layout = 'column',
  className,
}: CheckboxGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    onChange(options.map((option) => option.value).filter((candidate) => next.has(candidate)));
  };
  return (
    <fieldset
      className={cx('aayra-checkbox-group', className)}
      data-layout={layout}
      data-invalid={error ? true : undefined}
      aria-describedby={idRefs(hintId, errorId)}
      disabled={disabled}
    >
      <legend className="aayra-checkbox-group__legend">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p className="aayra-checkbox-group__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="aayra-checkbox-group__options">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
        ))}
      </div>
      {error && (
        <p className="aayra-checkbox-group__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
