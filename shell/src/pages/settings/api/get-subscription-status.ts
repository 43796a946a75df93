import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';

export interface SubscriptionStatus {
  plan_name: string | null;
  status: string | null;
  days_remaining: number | null;
  sessions_per_day: number | null;
  sessions_per_week: number | null;
  is_trial: boolean | null;
}

/** The database decides the plan, trial and limits (get_user_subscription_status). */
export async function getSubscriptionStatus(userId: string): Promise<SubscriptionStatus | null> {
  const { data, error } = await getSupabase().rpc('get_user_subscription_status', { user_id_param: userId });
  if (error) throw error;
  const rows = (Array.isArray(data) ? data : [data]) as (SubscriptionStatus | null)[];
  return rows[0] ?? null;
}

export const subscriptionStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['shell', 'settings', 'subscription-status', userId],
    queryFn: () => getSubscriptionStatus(userId),
  });

export function useSubscriptionStatus(userId: string) {
  return useQuery(subscriptionStatusQueryOptions(userId));
}
