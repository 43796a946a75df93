import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';

export interface SessionUsage {
  usedtoday: number;
  usedthisweek: number;
}

/** Sessions started today and this week, in the learner's own calendar (get_home_dashboard). */
export async function getSessionUsage(): Promise<SessionUsage> {
  const { data, error } = await getSupabase().rpc('get_home_dashboard');
  if (error) throw error;
  const { usedtoday, usedthisweek } = (data ?? {}) as Partial<SessionUsage>;
  return { usedtoday: usedtoday ?? 0, usedthisweek: usedthisweek ?? 0 };
}

export const sessionUsageQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['shell', 'settings', 'session-usage', userId],
    queryFn: getSessionUsage,
  });

export function useSessionUsage(userId: string) {
  return useQuery(sessionUsageQueryOptions(userId));
}
