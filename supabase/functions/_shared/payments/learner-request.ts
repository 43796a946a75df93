import type { User } from '@supabase/supabase-js';
import { callerClient, serviceRoleClient, signedInLearner, type CallerClient } from '../caller-client.ts';
import { jsonResponse, preflight } from '../cors.ts';
import { PAYMENTS_NOT_SET_UP, paymentSettings, stripeClient, type PaymentSettings } from './payment-settings.ts';
import { PaymentRefusal, settingsUrl } from './learner-checkout.ts';
import type Stripe from 'stripe';

interface LearnerPayment {
  stripe: Stripe;
  settings: PaymentSettings;
  service: CallerClient;
  learner: User;
  returnTo: URL;
}

/**
 * One learner's request to a payment function (checkout, portal): answers { url } from `open`,
 * 503 when payments are not set up, 401 without a signed-in learner, and a readable refusal.
 */
export function servePaymentPage(name: string, open: (payment: LearnerPayment) => Promise<string>) {
  return async (request: Request): Promise<Response> => {
    const answered = preflight(request);
    if (answered) return answered;
    if (request.method !== 'POST') return jsonResponse({ error: 'Use POST.' }, 405);
    const settings = paymentSettings((variable) => Deno.env.get(variable));
    if (!settings) return jsonResponse({ error: PAYMENTS_NOT_SET_UP, code: 'payments_not_set_up' }, 503);
    const learner = await signedInLearner(request, callerClient(request));
    if (!learner) return jsonResponse({ error: 'Sign in to manage Premium.' }, 401);
    try {
      const url = await open({ stripe: stripeClient(settings), settings, service: serviceRoleClient(), learner, returnTo: settingsUrl(request) });
      return jsonResponse({ url });
    } catch (error) {
      if (error instanceof PaymentRefusal) return jsonResponse({ error: error.message }, error.status);
      console.error(`${name} failed`, error);
      return jsonResponse({ error: 'The payment provider could not be reached. Try again in a moment.' }, 502);
    }
  };
}
