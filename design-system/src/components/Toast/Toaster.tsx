import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Toast } from './Toast';
import {
  DEFAULT_TOAST_DURATION_MS,
  dismissToastAtom,
  removeToastAtom,
  TOAST_REMOVE_DELAY_MS,
  toastsAtom,
  type ToastRecord,
} from './toastStore';

export interface ToasterProps {
  /** Name of every toast's Dismiss button; default 'Dismiss'. */
  dismissLabel?: string;
}

/**
 * Mount once per page (the shell does). The region exists before any toast so screen readers
 * announce toasts politely as they are added.
 */
export function Toaster({ dismissLabel }: ToasterProps) {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="aayra-toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <TimedToast key={toast.id} toast={toast} dismissLabel={dismissLabel} />
      ))}
    </div>
  );
}

function TimedToast({ toast, dismissLabel }: { toast: ToastRecord; dismissLabel?: string }) {
  const dismiss = useSetAtom(dismissToastAtom);
  const remove = useSetAtom(removeToastAtom);
  // Paused only while keyboard focus is inside it (to reach Dismiss). Never by a hovering pointer:
  // on a touch screen the hover stays after a tap, and the toast would never leave.
  const [paused, setPaused] = useState(false);
  const { id, open } = toast;
  const duration = toast.duration === undefined ? DEFAULT_TOAST_DURATION_MS : toast.duration;

  useEffect(() => {
    if (!open) {
      const timer = setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (paused || duration === null) return;
    const timer = setTimeout(() => dismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, open, paused, duration, dismiss, remove]);

  return (
    <Toast
      title={toast.title}
      description={toast.description}
      variant={toast.variant}
      open={open}
      onDismiss={() => dismiss(id)}
      dismissLabel={dismissLabel}
      onPauseChange={setPaused}
    />
  );
}
