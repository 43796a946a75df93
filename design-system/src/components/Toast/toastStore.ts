import { atom } from 'jotai';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself; null keeps it until the learner dismisses it. */
  duration?: number | null;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  /** False once dismissed: it leaves the screen, and the record is removed later. */
  open: boolean;
}

// One toast at a time, so a new one never covers another; a dismissed one leaves after 3000 ms.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 3000;
export const DEFAULT_TOAST_DURATION_MS = 5000;

// In jotai (a page-wide singleton) so a toast raised by any remote reaches the one Toaster.
export const toastsAtom = atom<ToastRecord[]>([]);

export const addToastAtom = atom(null, (get, set, toast: ToastRecord) => {
  set(toastsAtom, [toast, ...get(toastsAtom)].slice(0, TOAST_LIMIT));
});

/** Dismisses one toast, or every toast when no id is given. */
export const dismissToastAtom = atom(null, (get, set, id?: string) => {
  set(
    toastsAtom,
    get(toastsAtom).map((toast) =>
      id === undefined || toast.id === id ? { ...toast, open: false } : toast,
    ),
  );
});

export const removeToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

let counter = 0;
export function nextToastId(): string {
  counter += 1;
  return `toast-${counter}`;
}
