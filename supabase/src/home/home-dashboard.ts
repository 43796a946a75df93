import { useCallback } from 'react';
import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '../client';
import { useAuthSession } from '../auth/auth-session';
import { useReviewsSavedOnDevice } from '../offline/queued-calls';
import type { CompositeTypes, FunctionReturns, WithNullable } from '../database.types';
import { currentTimeZoneName } from '../profile/time-zone-names';

/** A review that is due, named by its session; its review opens at reviewPath(sessionid). */
export type DueReview = CompositeTypes<'pending_review'>;

/**
 * get_home_dashboard(): everything Home shows, in the database's own field names and types. May be
 * null: the limits (the plan has none), and which limit was reached, its message and the day it
 * resets (none).
 */
export type HomeDashboard = WithNullable<
  FunctionReturns<'get_home_dashboard'>,
  'dailylimit' | 'weeklylimit' | 'limitreached' | 'message' | 'limitresetson'
>;

async function getHomeDashboard(): Promise<HomeDashboard> {
  const { data, error } = await getSupabase().rpc('get_home_dashboard');
  if (error) throw error;
  // The database answers the zone as the profile stores it, which may be a name since renamed.
  return { ...data, timezone: currentTimeZoneName(data.timezone) };
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

/** Home as the learner sees it: a review done on this device and waiting to be sent is no longer due. */
export function withoutReviewsSavedOnDevice(dashboard: HomeDashboard, saved: ReadonlySet<string>): HomeDashboard {
  if (saved.size === 0) return dashboard;
  return {
    ...dashboard,
    duereviews: dashboard.duereviews.filter((review) => !saved.has(review.entryid)),
    // Only a due review can be completed, so each one saved here is one of those counted.
    pendingreviews: Math.max(0, dashboard.pendingreviews - saved.size),
  };
}

/** The signed-in learner's dashboard; idle while signed out. */
export function useHomeDashboard() {
  const learnerId = useAuthSession()?.user.id;
  const saved = useReviewsSavedOnDevice(learnerId);
  const select = useCallback((dashboard: HomeDashboard) => withoutReviewsSavedOnDevice(dashboard, saved), [saved]);
  return useQuery({ ...homeDashboardQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined, select });
}
