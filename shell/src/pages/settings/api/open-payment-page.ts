import { useMutation } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { readFunctionRefusal } from '@aayra/supabase/function-refusal';

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
  const { data, error } = await getSupabase().functions.invoke<unknown>(name, { method: 'POST' });
  const refusal = await readFunctionRefusal(error);
  if (refusal && NOT_SET_UP.has(refusal.status)) return { kind: 'not-set-up' };
  // The function's own words for a refusal the learner can act on (already Premium, nothing to manage).
  if (refusal?.status === 409 && refusal.message !== null) return { kind: 'refused', message: refusal.message };
  if (error) throw error;
  const url = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
  if (typeof url !== 'string' || !url) return { kind: 'not-set-up' };
  return { kind: 'redirect', url };
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
