import type { AayraClient, SupabaseSettings } from '@aayra/supabase/client';
import type { DeliveryResult, NotificationLogToDeliver } from '../../lib/delivery';

/** What the notification service needs from wherever it runs: a browser tab or the native app. */
export interface NotificationDevice {
  /** Prepares the device for the signed-in learner (service worker, push subscription). */
  start(client: AayraClient): Promise<void>;
  deliver(client: AayraClient, log: NotificationLogToDeliver): Promise<DeliveryResult>;
  /** Calls `listener` with the row id when the learner opens one of the notifications. */
  onClick(listener: (logId: string) => void): () => void;
  /** The learner signed out: forget this device for them and take their notifications away. */
  signOut(settings: SupabaseSettings, accessToken: string | undefined): Promise<void>;
  stop(): void;
}
