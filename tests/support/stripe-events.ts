import Stripe from 'stripe';
import { stripeTestKeys } from './stripe-shaped-server.mjs';

/** Stripe's own library, pointed at the tests' Stripe-shaped server. */
export function stripeAt(apiBase: string): Stripe {
  const base = new URL(apiBase);
  return new Stripe(stripeTestKeys.STRIPE_SECRET_KEY, { host: base.hostname, port: base.port, protocol: 'http' });
}

let eventCount = 0;

/** An event as Stripe delivers it (API shape), around one object. */
export function stripeEvent(type: string, object: object): { id: string; payload: string } {
  eventCount += 1;
  const id = `evt_test_${Date.now().toString(36)}_${process.pid}_${eventCount}`;
  const event = { id, object: 'event', api_version: '2025-10-29.clover', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
  return { id, payload: JSON.stringify(event) };
}

/** A subscription as Stripe sends it in its events, with the period's end on its item. */
export function subscriptionObject(id: string, customer: string, fields: Record<string, unknown> = {}, periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400) {
  return {
    id,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: periodEnd }] },
    ...fields,
  };
}

/** A renewal invoice whose payment failed, for the period ending at periodEnd (seconds). */
export function failedInvoice(customer: string, periodEnd: number) {
  return {
    id: `in_test_${periodEnd}`,
    object: 'invoice',
    customer,
    status: 'open',
    lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: periodEnd - 30 * 86400, end: periodEnd } }] },
  };
}

/** Delivers an event to the backend's webhook, signed with Stripe's test-header helper (or not). */
export async function deliverStripeEvent(
  backendUrl: string,
  payload: string,
  signing: { secret?: string; timestamp?: number } | 'unsigned' = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signing !== 'unsigned') {
    headers['Stripe-Signature'] = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: signing.secret ?? stripeTestKeys.STRIPE_WEBHOOK_SECRET,
      timestamp: signing.timestamp ?? Math.floor(Date.now() / 1000),
    });
  }
  return fetch(`${backendUrl}/functions/v1/stripe-webhook`, { method: 'POST', headers, body: payload });
}

/** The Checkout Session behind a checkout page address the app was sent to. */
export async function checkoutSessionAt(apiBase: string, checkoutUrl: string): Promise<Stripe.Checkout.Session> {
  const id = /\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(checkoutUrl)?.[1];
  if (!id) throw new Error(`Not a checkout page address: ${checkoutUrl}`);
  return stripeAt(apiBase).checkout.sessions.retrieve(id);
}
