import Stripe from 'stripe';

/** What the payment functions need from the project's secrets (supabase/functions/.env). */
export interface PaymentSettings {
  secretKey: string;
  webhookSecret: string | null;
  premiumPriceId: string;
  /** Another address for Stripe's API (STRIPE_API_BASE): a proxy, or the tests' Stripe-shaped server. */
  apiBase: URL | null;
}

export const PAYMENTS_NOT_SET_UP = 'Payments are not set up on this server.';

/** The settings, or null when payments are not set up (no secret key or no premium price). */
export function paymentSettings(env: (name: string) => string | undefined): PaymentSettings | null {
  const secretKey = env('STRIPE_SECRET_KEY')?.trim();
  const premiumPriceId = env('STRIPE_PREMIUM_PRICE_ID')?.trim();
  if (!secretKey || !premiumPriceId) return null;
  const apiBase = env('STRIPE_API_BASE')?.trim();
  return {
    secretKey,
    premiumPriceId,
    webhookSecret: env('STRIPE_WEBHOOK_SECRET')?.trim() || null,
    apiBase: apiBase ? new URL(apiBase) : null,
  };
}

/** Stripe's client over fetch, which both Deno (hosted) and the local stack's runtime have. */
export function stripeClient(settings: PaymentSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? '80' : '443'),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}
