import { timeZoneInForce, useProfile } from '@aayra/supabase/profile';
import { todayIn } from './format-date';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The time zone the learner's days follow now; the browser's own until the profile has loaded. */
export function useLearnerTimeZone(): string | undefined {
  const profile = useProfile();
  return profile.data ? timeZoneInForce(profile.data) : browserTimeZone();
}

/**
 * The learner's today (YYYY-MM-DD), or undefined while the profile that names the time zone is
 * still loading, so nothing is asked for with the wrong day first.
 */
export function useLearnerToday(): string | undefined {
  const profile = useProfile();
  if (profile.isPending && profile.fetchStatus !== 'idle') return undefined;
  return todayIn(profile.data ? timeZoneInForce(profile.data) : browserTimeZone());
}
