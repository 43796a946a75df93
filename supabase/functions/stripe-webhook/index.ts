// Stripe's webhook: the only way a plan changes. The body is checked against the Stripe-Signature
// header with the endpoint's secret (raw body, 5-minute tolerance); unsigned, badly signed and
// stale deliveries are refused, and an event already handled (by its id) is refused as replayed.
// A verified event goes to public.apply_payment_event, one transaction for the event's record
// and the learner's plan. Hosted Supabase: deploy with --no-verify-jwt (Stripe sends no JWT).
import Stripe from 'stripe';
import { serviceRoleClient } from '../_shared/caller-client.ts';
import { jsonResponse } from '../_shared/cors.ts';
import { paymentEventArgs } from '../_shared/payments/payment-event.ts';
import { PAYMENTS_NOT_SET_UP, paymentSettings, stripeClient } from '../_shared/payments/payment-settings.ts';

const TOLERANCE_SECONDS = 300;
const cryptoProvider = Stripe.createSubtleCryptoProvider();

Deno.serve(async (request: Request) => {
  if (request.method !== 'POST') return jsonResponse({ error: 'Deliver events with POST.' }, 405);
  const settings = paymentSettings((name) => Deno.env.get(name));
  if (!settings?.webhookSecret) return jsonResponse({ error: PAYMENTS_NOT_SET_UP }, 503);
  const signature = request.headers.get('Stripe-Signature');
  if (!signature) return jsonResponse({ error: 'The event is not signed.' }, 400);
  const body = await request.text();
  let event: Stripe.Event;
  try {
    event = await stripeClient(settings).webhooks.constructEventAsync(
      body,
      signature,
      settings.webhookSecret,
      TOLERANCE_SECONDS,
      cryptoProvider,
    );
  } catch {
    // A wrong signature and a timestamp outside the tolerance both end here.
    return jsonResponse({ error: 'The signature does not match, or the event is too old.' }, 400);
  }
  const { data, error } = await serviceRoleClient().rpc('apply_payment_event', paymentEventArgs(event));
  if (error) {
    console.error('stripe-webhook could not apply', event.type, error);
    // Stripe delivers again later.
    return jsonResponse({ error: 'The event could not be recorded.' }, 500);
  }
  if (data === 'replayed') return jsonResponse({ error: 'This event was already handled.' }, 409);
  return jsonResponse({ received: true, outcome: data });
});
