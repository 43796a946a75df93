import { useEffect } from 'react';
import { useSearchParams } from '@aayra/app-contract/router';
import { CLICKED_NOTIFICATION_PARAM } from '@aayra/service-worker/notification-display';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { getSupabase } from '@aayra/supabase/client';
import { recordClick } from './learner-rows';
import { startNotificationService } from './notification-service';
import { thisDevice } from './this-device';

/**
 * The headless notification service the shell mounts once while a learner is signed in. It shows
 * nothing of its own; it never asks for notification permission (only a learner's gesture may).
 */
export function NotificationService() {
  const learnerId = useAuthSession()?.user.id;
  const [params, setParams] = useSearchParams();
  const clickedLogId = params.get(CLICKED_NOTIFICATION_PARAM);

  useEffect(() => {
    if (!learnerId) return;
    let current = true;
    let stop: (() => void) | undefined;
    void thisDevice().then((device) => {
      // Signed out, or another learner, while the native device was loading: it never starts.
      if (current) stop = startNotificationService(getSupabase(), learnerId, device);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [learnerId]);

  useEffect(() => {
    if (!learnerId || !clickedLogId) return;
    let current = true;
    void recordClick(getSupabase(), clickedLogId).then(() => {
      if (!current) return;
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete(CLICKED_NOTIFICATION_PARAM);
          return next;
        },
        { replace: true },
      );
    });
    return () => {
      current = false;
    };
  }, [learnerId, clickedLogId, setParams]);

  return null;
}
