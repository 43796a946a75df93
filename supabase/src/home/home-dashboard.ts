import { useCallback } from 'react';
import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '../client';
import { useAuthSession } from '../auth/auth-session';
import { useReviewsSavedOnDevice } from '../offline/queued-calls';
import type { CompositeTypes } from '../database.types';
import { currentTimeZoneName } from '../profile/time-zone-names';

type PendingReview = CompositeTypes<'pending_review'>;

/** A review that is due, named by its session; its review opens at reviewPath(sessionid). */
export type DueReview = { [Field in keyof PendingReview]: NonNullable<PendingReview[Field]> };

/**
 * A pending_review as get_pending_reviews writes it, every field filled (all come from NOT NULL
 * columns). Postgres keeps no NOT NULL on a composite type's fields, so its generated type has each
 * one nullable: a review that came without one is a broken answer, refused here rather than shown.
 */
export function dueReview(review: PendingReview): DueReview {
  for (const [field, value] of Object.entries(review)) {
    if (value === null) throw new Error(`A pending review came without its ${field}.`);
  }
  return review as DueReview;
}

/**
 * get_home_dashboard(): everything Home shows, in the database's own field names and types (each
 * may be null, as for any composite type; the limits are when the plan has none), its due reviews
 * checked as complete.
 */
export type HomeDashboard = Omit<CompositeTypes<'home_dashboard'>, 'duereviews'> & { duereviews: DueReview[] };

async function getHomeDashboard(): Promise<HomeDashboard> {
  const { data, error } = await getSupabase().rpc('get_home_dashboard');
  if (error) throw error;
  return {
    ...data,
    duereviews: (data.duereviews ?? []).map(dueReview),
    // The database answers the zone as the profile stores it, which may be a name since renamed.
    timezone: data.timezone === null ? null : currentTimeZoneName(data.timezone),
  };
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
    pendingreviews: Math.max(0, (dashboard.pendingreviews ?? 0) - saved.size),
  };
}

/** The signed-in learner's dashboard; idle while signed out. */
export function useHomeDashboard() {
  const learnerId = useAuthSession()?.user.id;
  const saved = useReviewsSavedOnDevice(learnerId);
  const select = useCallback((dashboard: HomeDashboard) => withoutReviewsSavedOnDevice(dashboard, saved), [saved]);
  return useQuery({ ...homeDashboardQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined, select });
}
