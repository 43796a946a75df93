import type Stripe from 'stripe';
import type { User } from '@supabase/supabase-js';
import type { CallerClient } from '../caller-client.ts';
import type { PlanName } from '../product-constants.ts';
import type { PaymentSettings } from './payment-settings.ts';

/** A refusal the learner can read, with its HTTP status. */
export class PaymentRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface PaymentProfile {
  subscription_plan: PlanName;
  stripe_customer_id: string | null;
}

async function paymentProfile(service: CallerClient, learnerId: string): Promise<PaymentProfile> {
  const { data, error } = await service
    .from('users')
    .select('subscription_plan, stripe_customer_id')
    .eq('userid', learnerId)
    .maybeSingle();
  if (error) throw error;
  if (!data) throw new PaymentRefusal('Your profile could not be found.', 404);
  return data;
}

/**
 * The learner's customer at the provider, created on their first checkout and kept in
 * users.stripe_customer_id. Two checkouts at once keep whichever customer was recorded first.
 */
async function customerFor(stripe: Stripe, service: CallerClient, learner: User, known: string | null): Promise<string> {
  if (known) return known;
  const customer = await stripe.customers.create({ email: learner.email, metadata: { userid: learner.id } });
  const { data, error } = await service
    .from('users')
    .update({ stripe_customer_id: customer.id })
    .eq('userid', learner.id)
    .is('stripe_customer_id', null)
    .select('stripe_customer_id');
  if (error) throw error;
  if (data.length > 0) return customer.id;
  // Another checkout recorded its customer first: that one is the learner's.
  const { stripe_customer_id: recorded } = await paymentProfile(service, learner.id);
  return recorded ?? customer.id;
}

/** The page of the app the provider returns to: the Settings page of the origin that asked. */
export function settingsUrl(request: Request): URL {
  const origin = request.headers.get('Origin');
  if (!origin || !/^https?:\/\/[^/]+$/.test(origin)) {
    throw new PaymentRefusal('Open checkout from the app, whose address the return needs.', 400);
  }
  return new URL('/settings', origin);
}

/** A Checkout Session for Premium, in subscription mode, for the calling learner. */
export async function premiumCheckout(
  stripe: Stripe,
  settings: PaymentSettings,
  service: CallerClient,
  learner: User,
  returnTo: URL,
): Promise<string> {
  const profile = await paymentProfile(service, learner.id);
  if (profile.subscription_plan === 'premium') throw new PaymentRefusal('You already have Premium.', 409);
  const customer = await customerFor(stripe, service, learner, profile.stripe_customer_id);
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: learner.id,
    line_items: [{ price: settings.premiumPriceId, quantity: 1 }],
    success_url: `${returnTo.href}?checkout=success`,
    cancel_url: `${returnTo.href}?checkout=cancelled`,
    metadata: { userid: learner.id },
    subscription_data: { metadata: { userid: learner.id } },
  });
  if (!session.url) throw new Error('The checkout session has no address');
  return session.url;
}

/** The provider's customer portal, where the learner manages or cancels Premium. */
export async function customerPortal(stripe: Stripe, service: CallerClient, learnerId: string, returnTo: URL): Promise<string> {
  const { stripe_customer_id: customer } = await paymentProfile(service, learnerId);
  if (!customer) throw new PaymentRefusal('You have no subscription to manage.', 409);
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnTo.href });
  return session.url;
}
