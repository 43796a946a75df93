import { useMutation } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from '@aayra/supabase/client';

/** Statuses by which the server says it cannot take payments: no checkout function, or no provider. */
const NOT_SET_UP = new Set([404, 501, 503]);

export type CheckoutStart = { kind: 'redirect'; url: string } | { kind: 'not-set-up' };

/**
 * Asks the server for a payment provider's checkout page (edge function create-checkout, which
 * holds the provider's secret). Nothing upgrades here: a signed webhook marks the plan premium.
 */
export async function startPremiumCheckout(): Promise<CheckoutStart> {
  const { data, error } = await getSupabase().functions.invoke<{ url?: string }>('create-checkout', {
    body: { plan: 'premium' },
  });
  if (error instanceof FunctionsHttpError && NOT_SET_UP.has((error.context as Response).status)) {
    return { kind: 'not-set-up' };
  }
  if (error) throw error;
  if (!data?.url) return { kind: 'not-set-up' };
  return { kind: 'redirect', url: data.url };
}

export function useStartPremiumCheckout() {
  return useMutation({
    mutationKey: ['shell', 'settings', 'premium-checkout'],
    mutationFn: startPremiumCheckout,
    // A retried checkout could open two payment pages.
    retry: false,
  });
}
