// How the settings page words a learner's plan (decisions.md "Settings").
import type { PlanName } from '@aayra/supabase/product-constants';

export const PREMIUM_PLAN: PlanName = 'premium';

// Every plan of the database has its words (a plan added there fails to compile until it does).
const PLAN_LABELS: Record<PlanName, string> = {
  free: 'Free',
  premium: 'Premium',
  'free-for-life': 'Free for life',
};
const planLabels: Partial<Record<string, string>> = PLAN_LABELS;

/** Unknown plan names read as Free, as the client-side user view does: no learner is shown a plan they lack. */
export function planLabel(planName: string | null | undefined): string {
  return planLabels[planName ?? ''] ?? 'Free';
}

/** A missing limit means the plan has none. */
export function limitLabel(limit: number | null | undefined): string {
  return limit === null || limit === undefined ? 'Unlimited' : String(limit);
}

export function usageLabel(used: number, limit: number | null | undefined): string {
  return limit === null || limit === undefined ? String(used) : `${used} of ${limit}`;
}

/** After the trial, the plan's limits are its post-trial ones: the weekly limit says what is left. */
export function trialLabel(
  status: string | null,
  daysRemaining: number | null,
  sessionsPerWeek: number | null,
): string | null {
  if (status === 'trialing') {
    const days = daysRemaining ?? 0;
    return `${days} ${days === 1 ? 'day' : 'days'} left in your free trial`;
  }
  if (status === 'trial_ended') {
    const allowance =
      sessionsPerWeek === null
        ? 'unlimited sessions'
        : `${sessionsPerWeek} ${sessionsPerWeek === 1 ? 'session' : 'sessions'} a week`;
    return `Your free trial has ended: the free plan now allows ${allowance}.`;
  }
  return null;
}
