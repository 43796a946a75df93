import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { CHECKOUT_POLL } from './get-subscription-status';

/**
 * What the payment webhook recorded about the learner's Premium (read under row-level security).
 * When Premium ends is the plan status's own end date (get_user_subscription_status).
 */
export interface PaymentState {
  cancelAtPeriodEnd: boolean;
  paymentFailedAt: string | null;
  /** A customer at the payment provider, whose portal can manage the subscription. */
  hasCustomer: boolean;
}

export async function getPaymentState(userId: string): Promise<PaymentState | null> {
  const { data, error } = await getSupabase()
    .from('users')
    .select('subscription_cancel_at_period_end, subscription_payment_failed_at, stripe_customer_id')
    .eq('userid', userId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    cancelAtPeriodEnd: data.subscription_cancel_at_period_end,
    paymentFailedAt: data.subscription_payment_failed_at,
    hasCustomer: data.stripe_customer_id !== null,
  };
}

export const paymentStateQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['shell', 'settings', 'payment-state', userId],
    queryFn: () => getPaymentState(userId),
  });

/** @param untilPremium  asked again with the plan while a paid checkout waits for its webhook */
export function usePaymentState(userId: string, untilPremium = false) {
  return useQuery({
    ...paymentStateQueryOptions(userId),
    refetchInterval: (query) => (untilPremium && query.state.dataUpdateCount <= CHECKOUT_POLL.times ? CHECKOUT_POLL.intervalMs : false),
  });
}
