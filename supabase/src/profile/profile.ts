import type { Database } from '../database.types';

type UsersRow = Database['public']['Tables']['users']['Row'];

/** The columns of a learner's own row that the app shows and edits; nothing about billing. */
export const PROFILE_COLUMNS =
  'userid, email, displayname, studentcategory, profilepictureurl, preferredstudyweekdays, preferredstudystarttime, timezone, weeklygoal' as const;

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
>;
