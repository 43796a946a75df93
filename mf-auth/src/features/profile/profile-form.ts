import { currentTimeZoneName, isSameTimeZone, type Profile } from '@aayra/supabase/profile';
import { displayNameError } from '../../lib/display-name';
import { DEFAULT_STUDENT_CATEGORY, isStudentCategory, type StudentCategory } from '../../lib/student-categories';
import { parseWeekdays, type Weekday } from '../../lib/weekdays';
import { asWeeklyGoal, type WeeklyGoal } from '@aayra/supabase/profile';
import type { ProfileChanges } from './api/update-profile';

export interface ProfileFormValues {
  displayname: string;
  studentcategory: StudentCategory;
  weekdays: Weekday[];
  /** HH:MM, or '' when the learner has none. */
  starttime: string;
  timezone: string;
  weeklygoal: WeeklyGoal;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form as the stored profile fills it; missing values get the product's defaults. */
export function profileFormValues(profile: Profile, fallbackTimeZone: string): ProfileFormValues {
  return {
    displayname: profile.displayname ?? '',
    studentcategory: isStudentCategory(profile.studentcategory) ? profile.studentcategory : DEFAULT_STUDENT_CATEGORY,
    weekdays: parseWeekdays(profile.preferredstudyweekdays),
    // A time column comes back as HH:MM:SS; the form speaks HH:MM.
    starttime: (profile.preferredstudystarttime ?? '').slice(0, 5),
    timezone: currentTimeZoneName(profile.timezone || fallbackTimeZone),
    weeklygoal: asWeeklyGoal(profile.weeklygoal),
  };
}

export function profileFormErrors(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const displayname = displayNameError(values.displayname);
  if (displayname) errors.displayname = displayname;
  if (values.starttime !== '' && !START_TIME.test(values.starttime)) {
    errors.starttime = 'Enter the start time as hours and minutes, for example 18:30.';
  }
  return errors;
}

/**
 * Only what differs from the stored row, so a save sends just the learner's edits. Compared with the
 * raw row, not the filled-in form: a default the learner kept (College, the browser's time zone) is
 * saved when the row has nothing yet.
 */
export function profileChanges(profile: Profile, values: ProfileFormValues): ProfileChanges {
  const changes: ProfileChanges = {};
  const displayname = values.displayname.trim();
  if (displayname !== (profile.displayname ?? '')) changes.displayname = displayname;
  if (values.studentcategory !== profile.studentcategory) changes.studentcategory = values.studentcategory;
  if (values.weekdays.join() !== parseWeekdays(profile.preferredstudyweekdays).join()) {
    changes.preferredstudyweekdays = values.weekdays;
  }
  if (values.starttime !== (profile.preferredstudystarttime ?? '').slice(0, 5)) {
    changes.preferredstudystarttime = values.starttime || null;
  }
  const timezone = timeZoneToSend(profile, values.timezone);
  if (timezone !== undefined) changes.timezone = timezone;
  if (values.weeklygoal !== profile.weeklygoal) changes.weeklygoal = values.weeklygoal;
  return changes;
}

/**
 * The time zone a save sends, or undefined when the chosen one is the stored one under another
 * name: a stored old name (Asia/Calcutta) is the zone the field shows by its current name, and
 * sending the new name would start a change of zone that changes nothing. Choosing the zone still
 * in force sends it as stored, so the database cancels the pending change.
 */
function timeZoneToSend(profile: Profile, chosen: string): string | undefined {
  if (profile.timezone && isSameTimeZone(profile.timezone, chosen)) return undefined;
  if (profile.timezone_in_force && isSameTimeZone(profile.timezone_in_force, chosen)) return profile.timezone_in_force;
  return chosen;
}
