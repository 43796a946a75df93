import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { FunctionReturns, WithNullable } from '@aayra/supabase/database.types';

/** May be null: the end of a plan that runs on, the days left then, and limits the plan does not have. */
export type SubscriptionStatus = WithNullable<
  FunctionReturns<'get_user_subscription_status'>[number],
  'end_date' | 'days_remaining' | 'sessions_per_day' | 'sessions_per_week'
>;

/** The database decides the plan, trial and limits (get_user_subscription_status). */
export async function getSubscriptionStatus(userId: string): Promise<SubscriptionStatus | null> {
  const { data, error } = await getSupabase()
    .rpc('get_user_subscription_status', { user_id_param: userId })
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const subscriptionStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['shell', 'settings', 'subscription-status', userId],
    queryFn: () => getSubscriptionStatus(userId),
  });

/** How often, and how many times, Settings asks again while a paid checkout waits for its webhook. */
export const CHECKOUT_POLL = { intervalMs: 2000, times: 30 } as const;

/**
 * @param untilPremium  asks again every 2 s, for a minute at most, until the plan is Premium:
 *   after a checkout, the provider's webhook may arrive after the learner is back on Settings
 */
export function useSubscriptionStatus(userId: string, untilPremium = false) {
  return useQuery({
    ...subscriptionStatusQueryOptions(userId),
    refetchInterval: (query) =>
      untilPremium && query.state.data?.plan_name !== 'premium' && query.state.dataUpdateCount <= CHECKOUT_POLL.times
        ? CHECKOUT_POLL.intervalMs
        : false,
  });
}
