import { useEffect, useRef } from 'react';

/**
 * After a refused submit, moves focus to the first field marked invalid, so a keyboard or screen
 * reader user lands on what needs fixing. `errors` is a new object on every submit.
 */
export function useFocusFirstInvalid(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.values(errors).some(Boolean)) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
