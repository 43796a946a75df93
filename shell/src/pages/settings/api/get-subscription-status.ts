import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { Database } from '@aayra/supabase/database.types';

type StatusRow = Database['public']['Functions']['get_user_subscription_status']['Returns'][number];
type MayBeNull = 'end_date' | 'days_remaining' | 'sessions_per_day' | 'sessions_per_week';

/**
 * May be null: the end of a plan that runs on, the days left then, and limits the plan does not
 * have. The generator types a `returns table` column as never null (Postgres records nothing
 * either way), so these are named here until the function returns a composite type.
 */
export type SubscriptionStatus = Omit<StatusRow, MayBeNull> & { [Field in MayBeNull]: StatusRow[Field] | null };

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
