import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../client';
import { useAuthSession } from '../auth/auth-session';

/** A review entry that is due, named by its session; its review opens at reviewPath(sessionid). */
export interface DueReview {
  entryid: string;
  sessionid: string;
  sessionname: string;
  reviewstage: number;
  /** YYYY-MM-DD in the learner's calendar. */
  currentreviewduedate: string;
}

/** get_home_dashboard(): everything Home shows, in the database's own field names. */
export interface HomeDashboard {
  pendingreviews: number;
  incompletesessions: number;
  completedsessions: number;
  usedtoday: number;
  usedthisweek: number;
  dailylimit: number | null;
  weeklylimit: number | null;
  canstart: boolean;
  limitreached: 'today' | 'week' | null;
  message: string | null;
  planname: string;
  istrial: boolean;
  /** The learner's today, YYYY-MM-DD. */
  today: string;
  timezone: string;
  streak: number;
  /** Sessions completed since Monday. */
  thisweeksessions: number;
  /** Sessions a week the learner aims for; null while the profile does not exist yet. */
  weeklygoal: number | null;
  /** The first five reviews due, oldest first; pendingreviews counts them all. */
  duereviews: DueReview[];
}

async function getHomeDashboard(): Promise<HomeDashboard> {
  const { data, error } = await getSupabase().rpc('get_home_dashboard');
  if (error) throw error;
  return data as unknown as HomeDashboard;
}

/**
 * The start of the dashboard's query key. Whatever changes what Home counts (a session started,
 * a review done, the weekly goal) invalidates it; a remote's own prefix does not reach it.
 */
export const HOME_DASHBOARD_KEY = ['supabase', 'home-dashboard'] as const;

/**
 * One query for every part of Home, whichever remote shows it: the remotes share the page's one
 * QueryClient (providers.tsx), so the same key is one request however many widgets read it.
 * The shell loads this module at start (bootstrap.tsx): like every shared module of this package
 * that reads the client or the auth state, it must be the shell's copy that the apps share, since
 * a remote's copy would read the remote's own, never configured, client.
 */
export function homeDashboardQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: [...HOME_DASHBOARD_KEY, learnerId],
    queryFn: getHomeDashboard,
  });
}

/** The signed-in learner's dashboard; idle while signed out. */
export function useHomeDashboard() {
  const learnerId = useAuthSession()?.user.id;
  return useQuery({ ...homeDashboardQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
