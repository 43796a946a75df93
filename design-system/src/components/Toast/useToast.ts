import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { addToastAtom, dismissToastAtom, nextToastId, type ToastOptions } from './toastStore';

export interface ToastApi {
  /** Shows a toast (replacing the current one) and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Dismisses one toast, or all of them. */
  dismiss: (id?: string) => void;
}

export function useToast(): ToastApi {
  const add = useSetAtom(addToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const toast = useCallback(
    (options: ToastOptions) => {
      const id = nextToastId();
      add({ ...options, id, open: true });
      return id;
    },
    [add],
  );
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
