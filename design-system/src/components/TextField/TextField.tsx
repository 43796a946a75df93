import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx, idRefs } from '../../internal/cx';
import { Field } from '../Field/Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label. */
  label: ReactNode;
  /** A line of help under the label, e.g. 'Up to 100 characters'. */
  hint?: ReactNode;
  /** Shown under the input and marks it invalid. */
  error?: ReactNode;
  /** Class of the field wrapper; `className` goes to the input. */
  fieldClassName?: string;
  /** The underlying `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A text input with its label, hint and error tied together for screen readers. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  fieldClassName,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
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
        <input
          type={type}
          {...props}
          {...control}
          aria-describedby={idRefs(control['aria-describedby'], props['aria-describedby'])}
          className={cx('aayra-input', className)}
        />
      )}
    </Field>
  );
}
