import type { SupabaseClient } from '@supabase/supabase-js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Gives a learner (in UTC, a new account's zone) a study day and start time five minutes after
 * this minute began, so its "5 minutes before" study reminder falls due in this very minute and
 * no other reminder of it does. Returns the reminder's slot: the start of this minute.
 */
export async function studyStartingInFiveMinutes(
  learner: SupabaseClient,
  learnerId: string,
): Promise<Date> {
  const slot = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const start = new Date(slot.getTime() + 5 * 60_000);
  const { error } = await learner
    .from('users')
    .update({
      preferredstudyweekdays: WEEKDAYS[start.getUTCDay()],
      preferredstudystarttime: start.toISOString().slice(11, 16),
    })
    .eq('userid', learnerId);
  if (error) throw error;
  return slot;
}

/**
 * The local stack calls notify-learners at the start of every minute. A test that counts what one
 * run of its own did waits until that minute's run is over and the next is well away.
 */
export async function betweenScheduledRuns(): Promise<void> {
  const second = (Date.now() % 60_000) / 1000;
  if (second >= 5 && second <= 35) return;
  const wait = second < 5 ? 5 - second : 65 - second;
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
}
