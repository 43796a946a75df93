// Starts buying Premium: a Stripe Checkout Session in subscription mode for the calling learner,
// answered as { url }. Nothing changes the plan here: the signed webhook (stripe-webhook) does.
import { servePaymentPage } from '../_shared/payments/learner-request.ts';
import { premiumCheckout } from '../_shared/payments/learner-checkout.ts';

Deno.serve(
  servePaymentPage('create-checkout', ({ stripe, settings, service, learner, returnTo }) =>
    premiumCheckout(stripe, settings, service, learner, returnTo),
  ),
);
