// Public entry "@aayra/supabase/profile": the learner's profile, for the top bar and the profile page.
export { useProfile } from './get-profile';
export { profileQueryOptions } from './profile-query';
export { PROFILE_COLUMNS, timeZoneInForce, type Profile } from './profile';
export { currentTimeZoneName, formerTimeZoneNames, isSameTimeZone } from './time-zone-names';
export { asWeeklyGoal, DEFAULT_WEEKLY_GOAL, WEEKLY_GOAL_OPTIONS, WEEKLY_GOALS, type WeeklyGoal } from './weekly-goal';
