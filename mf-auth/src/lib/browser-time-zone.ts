import { currentTimeZoneName } from '@aayra/supabase/profile';

/**
 * The learner's time zone as the browser reports it, by its current IANA name (browsers still say
 * Asia/Calcutta for Asia/Kolkata), or UTC when it cannot tell.
 */
export function browserTimeZone(): string {
  try {
    return currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  } catch {
    return 'UTC';
  }
}
