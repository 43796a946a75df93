import type { UseQueryResult } from '@tanstack/react-query';
import { useHomeDashboard, type HomeDashboard } from '@aayra/supabase/home-dashboard';

/**
 * The part of get_home_dashboard() the Start New Session card and the new-session page read: the
 * limits, and the plan's name and the learner's study day and time zone (when a limit resets,
 * and where to upgrade).
 */
export type SessionLimits = Pick<
  HomeDashboard,
  | 'usedtoday'
  | 'usedthisweek'
  | 'dailylimit'
  | 'weeklylimit'
  | 'canstart'
  | 'limitreached'
  | 'message'
  | 'planname'
  | 'today'
  | 'timezone'
>;

/** Home's one dashboard query, shared with the home cards, so Home asks for it once. */
export function useSessionLimits(): UseQueryResult<SessionLimits> {
  return useHomeDashboard();
}
