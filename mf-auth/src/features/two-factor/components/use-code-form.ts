import { useState, type FormEvent } from 'react';
import { CODE_FORMAT_MESSAGE, typedCode } from '../code-messages';

/** A form around one code field: sends the code once it is six digits, else says what to type. */
export function useCodeForm(send: (code: string) => void, busy: boolean) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = typedCode(code);
    setFormatError(typed === null);
    if (typed !== null && !busy) send(typed);
  };
  return { field: { value: code, onChange: setCode, error: formatError ? CODE_FORMAT_MESSAGE : undefined }, submit };
}
