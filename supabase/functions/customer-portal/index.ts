// Opens Stripe's customer portal for the calling learner (change the card, cancel), answered as
// { url }; the portal returns to /settings, and its changes arrive through the signed webhook.
import { servePaymentPage } from '../_shared/payments/learner-request.ts';
import { customerPortal } from '../_shared/payments/learner-checkout.ts';

Deno.serve(
  servePaymentPage('customer-portal', ({ stripe, service, learner, returnTo }) => customerPortal(stripe, service, learner.id, returnTo)),
);
