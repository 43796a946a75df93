import { timeZoneInForce, useProfile } from '@aayra/supabase/profile';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The time zone the learner's days follow now; the browser's own until the profile has loaded. */
export function useLearnerTimeZone(): string | undefined {
  const profile = useProfile();
  return profile.data ? timeZoneInForce(profile.data) : browserTimeZone();
}
