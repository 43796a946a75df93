import { useEffect, useRef } from 'react';
import { useToast } from '@aayra/design-system/components';
import { showBrowserNotification } from '../../lib/browser-notification';

export const WARNING_AT_MS = 300_000;
export const WARNING_TITLE = '⏳ 5 minutes left';
export const WARNING_BODY = 'Wrap it up strong!';

/**
 * Warns once when the focus time crosses 300 s left: a system notification when allowed, and
 * always a toast in the page. A page opened (or reloaded) already past the mark stays quiet.
 */
export function useFiveMinuteWarning(remainingMs: number, running: boolean, totalMs: number): void {
  const { toast } = useToast();
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = remainingMs;
    if (!running || before === null || totalMs <= WARNING_AT_MS) return;
    if (before > WARNING_AT_MS && remainingMs <= WARNING_AT_MS && remainingMs > 0) {
      showBrowserNotification(WARNING_TITLE, WARNING_BODY, 'aayra-focus-warning');
      toast({ title: WARNING_TITLE, description: WARNING_BODY, duration: 10_000 });
    }
  }, [remainingMs, running, totalMs, toast]);
}
