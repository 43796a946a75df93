import { useCallback, useEffect, useState } from 'react';
import { notificationPermission, requestNotificationPermission } from './delivery';

export type PermissionState = ReturnType<typeof notificationPermission>;

/**
 * The browser's notification permission, kept current: the learner may allow or block Aayra in the
 * browser's site settings while the page is open, and the Permissions API announces that change.
 */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<PermissionState>(notificationPermission);

  useEffect(() => {
    const refresh = () => setPermission(notificationPermission());
    let status: PermissionStatus | undefined;
    let stopped = false;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        if (stopped) return;
        status = found;
        status.addEventListener('change', refresh);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      status?.removeEventListener('change', refresh);
    };
  }, []);

  /** Asks the browser; call it only from the learner's click, or the browser ignores it. */
  const request = useCallback(async () => {
    const answer = await requestNotificationPermission();
    setPermission(notificationPermission());
    return answer;
  }, []);

  return { permission, request };
}
