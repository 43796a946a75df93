import type Stripe from 'stripe';
import type { Database } from '../../../src/database.types.ts';

/** The arguments of public.apply_payment_event for one verified event (see its migration). */
export type PaymentEventArgs = Database['public']['Functions']['apply_payment_event']['Args'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id, whether Stripe sent the object expanded or as its id. */
function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

function isoFromSeconds(seconds: number | null | undefined): string | undefined {
  return typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : undefined;
}

/** When the subscription's paid period ends: on its items since API 2025-03-31, on itself before. */
function periodEnd(subscription: Stripe.Subscription): number | undefined {
  const fromItem = subscription.items?.data?.[0]?.current_period_end;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return fromItem ?? legacy;
}

/** What the database needs from a verified event; the rules of what it changes live there. */
export function paymentEventArgs(event: Stripe.Event): PaymentEventArgs {
  const args: PaymentEventArgs = { event_id: event.id, event_type: event.type };
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const learner = session.client_reference_id ?? session.metadata?.userid;
    return {
      ...args,
      learner_id: learner && UUID.test(learner) ? learner : undefined,
      customer_id: idOf(session.customer),
      subscription_id: idOf(session.subscription),
    };
  }
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    const subscription = event.data.object;
    return {
      ...args,
      customer_id: idOf(subscription.customer),
      subscription_id: subscription.id,
      subscription_status: subscription.status,
      cancel_at_period_end: subscription.cancel_at_period_end,
      period_ends_at: isoFromSeconds(periodEnd(subscription)),
    };
  }
  if (event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    return {
      ...args,
      customer_id: idOf(invoice.customer),
      period_ends_at: isoFromSeconds(invoice.lines?.data?.[0]?.period?.end ?? invoice.period_end),
    };
  }
  return args;
}
