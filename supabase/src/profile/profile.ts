import type { Database } from '../database.types';

type UsersRow = Database['public']['Tables']['users']['Row'];

/** The columns of a learner's own row that the app shows and edits; nothing about billing. */
export const PROFILE_COLUMNS =
  'userid, email, displayname, studentcategory, profilepictureurl, preferredstudyweekdays, preferredstudystarttime, timezone, weeklygoal, timezone_in_force, timezone_changes_at' as const;

export type Profile = Pick<
  UsersRow,
  | 'userid'
  | 'email'
  | 'displayname'
  | 'studentcategory'
  | 'profilepictureurl'
  | 'preferredstudyweekdays'
  | 'preferredstudystarttime'
  | 'timezone'
  | 'weeklygoal'
> &
  // Set only while a change of time zone waits for the learner's next day.
  Partial<Pick<UsersRow, 'timezone_in_force' | 'timezone_changes_at'>>;

/**
 * The zone the learner's days follow now: a newly chosen time zone takes effect from the next
 * local day (the database decides limits and due dates the same way), so until then the old one.
 */
export function timeZoneInForce(profile: Profile, now: Date = new Date()): string {
  const { timezone, timezone_in_force: inForce, timezone_changes_at: changesAt } = profile;
  if (inForce && changesAt && now.getTime() < Date.parse(changesAt)) return inForce;
  return timezone;
}
