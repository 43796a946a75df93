import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import { SESSION_FLOW_KEY } from './query-keys';

/** The part of get_home_dashboard() the Start New Session card and the new-session page read. */
export interface SessionLimits {
  usedtoday: number;
  usedthisweek: number;
  dailylimit: number | null;
  weeklylimit: number | null;
  canstart: boolean;
  limitreached: 'today' | 'week' | null;
  message: string | null;
}

async function getSessionLimits(): Promise<SessionLimits> {
  const { data, error } = await getSupabase().rpc('get_home_dashboard');
  if (error) throw error;
  return data as unknown as SessionLimits;
}

export const sessionLimitsQueryOptions = () =>
  queryOptions({ queryKey: [SESSION_FLOW_KEY, 'session-limits'], queryFn: getSessionLimits });

export function useSessionLimits() {
  return useQuery(sessionLimitsQueryOptions());
}
