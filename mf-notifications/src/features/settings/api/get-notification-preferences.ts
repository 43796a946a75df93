import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { useLearnerId } from '../../../lib/use-learner-id';

/** The learner's two switches; both start on. */
export interface NotificationPreferences {
  study_reminders_enabled: boolean;
  smart_notifications_enabled: boolean;
}

export type NotificationSetting = keyof NotificationPreferences;

async function readPreferences(learnerId: string): Promise<NotificationPreferences | null> {
  const { data, error } = await getSupabase()
    .from('notification_preferences')
    .select('study_reminders_enabled, smart_notifications_enabled')
    .eq('user_id', learnerId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

async function getNotificationPreferences(learnerId: string): Promise<NotificationPreferences> {
  const found = await readPreferences(learnerId);
  if (found) return found;
  // A profile gets its row when it is created; an account older than the switches has none yet.
  const { error } = await getSupabase()
    .from('notification_preferences')
    .upsert({ user_id: learnerId }, { onConflict: 'user_id', ignoreDuplicates: true });
  if (error) throw error;
  const created = await readPreferences(learnerId);
  if (!created) throw new Error('The notification preferences could not be created.');
  return created;
}

export function notificationPreferencesQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: ['mf-notifications', 'notification-preferences', learnerId],
    queryFn: () => getNotificationPreferences(learnerId),
  });
}

/** The learner's study-reminder and smart-notification switches, created when missing. */
export function useNotificationPreferences() {
  const learnerId = useLearnerId();
  return useQuery({
    ...notificationPreferencesQueryOptions(learnerId ?? ''),
    enabled: learnerId !== undefined,
  });
}
