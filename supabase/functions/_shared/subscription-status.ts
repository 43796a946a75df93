import type { CallerClient } from './caller-client.ts';
import type { PlanName } from './product-constants.ts';

/** What check-subscription answers, in the field names the app's subscription card reads. */
export interface SubscriptionSummary {
  subscribed: boolean;
  subscription_plan: PlanName;
  subscription_status: string;
  subscription_start_date: string | null;
  subscription_end_date: string | null;
  days_remaining: number | null;
  sessions_per_day: number | null;
  sessions_per_week: number | null;
  ads_enabled: boolean;
  is_trial: boolean;
  premium_price: number | null;
}

/**
 * Reads the learner's plan status through the caller's own client, so the database (its rules
 * and row-level security) decides, never this function.
 */
export async function subscriptionSummary(client: CallerClient, learnerId: string): Promise<SubscriptionSummary> {
  const [statusResult, premiumResult] = await Promise.all([
    client.rpc('get_user_subscription_status', { user_id_param: learnerId }),
    client.from('subscriptionplans').select('price').eq('planname', 'premium').maybeSingle(),
  ]);
  if (statusResult.error) throw statusResult.error;
  // A learner without a plan row gets no row: the free plan's defaults below apply.
  const row = statusResult.data[0];
  const plan: PlanName = row?.plan_name ?? 'free';
  const status = row?.status ?? 'active';
  const price = premiumResult.data?.price;
  return {
    // A learner is subscribed when a plan beyond the free one is active.
    subscribed: plan !== 'free' && status === 'active',
    subscription_plan: plan,
    subscription_status: status,
    subscription_start_date: row?.start_date ?? null,
    subscription_end_date: row?.end_date ?? null,
    days_remaining: row?.days_remaining ?? null,
    sessions_per_day: row?.sessions_per_day ?? null,
    sessions_per_week: row?.sessions_per_week ?? null,
    ads_enabled: row?.ads_enabled ?? plan === 'free',
    is_trial: row?.is_trial ?? false,
    premium_price: price === null || price === undefined ? null : Number(price),
  };
}
