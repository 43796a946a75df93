import { useMutation } from '@aayra/supabase/query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from '@aayra/supabase/client';

/** Statuses by which the server says it cannot take payments: no such function, or no provider. */
const NOT_SET_UP = new Set([404, 501, 503]);

export type PaymentPage = { kind: 'redirect'; url: string } | { kind: 'not-set-up' } | { kind: 'refused'; message: string };

/**
 * Asks an edge function that holds the payment provider's secret for one of its pages: the
 * checkout (create-checkout) or the customer portal (customer-portal). Nothing changes a plan
 * here: a signed webhook does.
 */
export async function openPaymentPage(name: 'create-checkout' | 'customer-portal'): Promise<PaymentPage> {
  // The functions take nothing but the caller: the learner, from the token, and the return address, from Origin.
  const { data, error } = await getSupabase().functions.invoke<{ url?: string }>(name, { method: 'POST' });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    if (NOT_SET_UP.has(response.status)) return { kind: 'not-set-up' };
    // The function's own words for a refusal the learner can act on (already Premium, nothing to manage).
    if (response.status === 409) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      if (typeof body.error === 'string') return { kind: 'refused', message: body.error };
    }
  }
  if (error) throw error;
  if (!data?.url) return { kind: 'not-set-up' };
  return { kind: 'redirect', url: data.url };
}

export function useOpenPaymentPage(name: 'create-checkout' | 'customer-portal') {
  return useMutation({
    mutationKey: ['shell', 'settings', name],
    mutationFn: () => openPaymentPage(name),
    // A retried checkout could open two payment pages.
    retry: false,
    onSuccess: (page) => {
      if (page.kind === 'redirect') window.location.assign(page.url);
    },
  });
}
