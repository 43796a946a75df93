import { useCallback, useEffect, useRef } from 'react';

/**
 * The buttons that change step (Continue to Quiz, See Summary, Go to Quiz) sit in the panel they
 * hide, so focus would fall to the page: it moves to the newly shown step's panel instead.
 */
export function useFocusShownStep(step: string) {
  const stepsRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepsRef.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')?.focus();
  }, [step]);
  // The same function on every render, so the memoized steps that call it are not drawn again.
  const willMoveStep = useCallback(() => void (moved.current = true), []);
  return { stepsRef, willMoveStep };
}
