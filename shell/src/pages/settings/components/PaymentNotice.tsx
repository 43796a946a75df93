import { readableDate } from '@aayra/app-contract/dates';
import type { PaymentState } from '../api/get-payment-state';

export type CheckoutOutcome = 'success' | 'cancelled' | null;

/**
 * What Settings says about a purchase just made or left, a cancellation, or a failed payment.
 * @param premiumEndsAt  the end date of the learner's Premium, when it has one
 */
export function paymentNotice(
  outcome: CheckoutOutcome,
  isPremium: boolean,
  premiumEndsAt: string | null | undefined,
  payment: PaymentState | null | undefined,
): string | null {
  if (isPremium && premiumEndsAt && payment?.paymentFailedAt) {
    return `Your last payment failed. Premium ends on ${readableDate(premiumEndsAt)} unless the payment goes through: update your card under Manage subscription.`;
  }
  if (isPremium && premiumEndsAt && payment?.cancelAtPeriodEnd) {
    return `Premium is cancelled and stays on until ${readableDate(premiumEndsAt)}. Then your plan returns to Free.`;
  }
  if (outcome === 'success') {
    return isPremium
      ? 'Welcome to Premium: unlimited sessions and no ads.'
      : 'Payment received. Premium turns on as soon as Stripe confirms it, usually within seconds.';
  }
  if (outcome === 'cancelled') return 'Checkout was cancelled. Nothing was charged and your plan is unchanged.';
  return null;
}
