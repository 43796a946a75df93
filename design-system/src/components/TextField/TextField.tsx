import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx, idRefs } from '../../internal/cx';
import { Field } from '../Field/Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the field wrapper; `className` goes to the input. */
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

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
