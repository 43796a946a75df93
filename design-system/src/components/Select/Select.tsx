import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx, idRefs } from '../../internal/cx';
import { Field } from '../Field/Field';
import { IconChevronDown } from '../Icon/icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'size' | 'children'
> {
  /** The visible label. */
  label: ReactNode;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** An empty first choice, e.g. 'Choose a category'; it cannot be picked again once left. */
  placeholder?: string;
  /** A line of help under the label. */
  hint?: ReactNode;
  /** Shown under the select and marks it invalid. */
  error?: ReactNode;
  /** Class of the field wrapper; `className` goes to the select. */
  fieldClassName?: string;
  /** The underlying `<select>`. */
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the platform's own picker is the most usable one on phones. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  id,
  fieldClassName,
  className,
  ...props
}: SelectProps) {
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
        <div className="aayra-select">
          <select
            {...props}
            {...control}
            aria-describedby={idRefs(control['aria-describedby'], props['aria-describedby'])}
            className={cx('aayra-input', 'aayra-select__control', className)}
          >
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <IconChevronDown className="aayra-select__chevron" />
        </div>
      )}
    </Field>
  );
}
