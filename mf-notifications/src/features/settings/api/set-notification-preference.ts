import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { useLearnerId } from '../../../lib/use-learner-id';
import {
  notificationPreferencesQueryOptions,
  type NotificationSetting,
} from './get-notification-preferences';

interface SetNotificationPreferenceInput {
  setting: NotificationSetting;
  enabled: boolean;
}

async function setNotificationPreference(
  learnerId: string,
  { setting, enabled }: SetNotificationPreferenceInput,
) {
  const { data, error } = await getSupabase()
    .from('notification_preferences')
    .update(
      setting === 'study_reminders_enabled'
        ? { study_reminders_enabled: enabled }
        : { smart_notifications_enabled: enabled },
    )
    .eq('user_id', learnerId)
    .select('user_id');
  if (error) throw error;
  // Row-level security shows no other learner's row: an update that touched nothing did not save.
  if (!data || data.length === 0) throw new Error('The notification preferences were not found.');
}

/** Turns one switch on or off at once, and puts it back when the database refuses. */
export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId() ?? '';
  const { queryKey } = notificationPreferencesQueryOptions(learnerId);
  return useMutation({
    mutationFn: (input: SetNotificationPreferenceInput) =>
      setNotificationPreference(learnerId, input),
    onMutate: async ({ setting, enabled }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        (preferences) => preferences && { ...preferences, [setting]: enabled },
      );
      return before;
    },
    onError: (_error, _input, before) => {
      if (before) queryClient.setQueryData(queryKey, before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
