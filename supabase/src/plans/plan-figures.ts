/**
 * The plans' figures as pages state them (landing, help, settings). The rows of
 * `public.subscriptionplans` decide; supabase/tests/plan-figures.test.ts fails when these drift
 * from them, so a changed limit or price is changed here once and every page follows.
 */
export const planFigures = {
  free: { trialDays: 45, perDayDuringTrial: 2, perWeekDuringTrial: 14, perWeekAfterTrial: 2 },
  premium: { monthlyPrice: '9.99' },
} as const;

const { free, premium } = planFigures;

/** "$9.99", as the Premium plan is priced everywhere. */
export const premiumPrice = `$${premium.monthlyPrice}`;

/** The free plan's limits in one sentence's words. */
export const freePlanLimits = {
  trial: `${free.trialDays}-day free trial`,
  duringTrial: `${free.perDayDuringTrial} sessions a day, ${free.perWeekDuringTrial} a week`,
  afterTrial: `${free.perWeekAfterTrial} sessions a week`,
} as const;
