import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { useAuthSession } from '@aayra/supabase/auth-session';
import type { StudyDay } from '../lib/calendar-weeks';
import { READ_ON_OPEN } from './read-on-open';

/** Completed sessions per day of the learner's last 12 weeks, Monday first, up to today. */
async function getStudyCalendar(): Promise<StudyDay[]> {
  const { data, error } = await getSupabase().rpc('get_study_calendar');
  if (error) throw error;
  // A day without its date has no place on the calendar; one without a count had no sessions.
  return data.flatMap(({ day, sessions }) => (day === null ? [] : [{ day, sessions: sessions ?? 0 }]));
}

export function studyCalendarQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: ['mf-stats', 'study-calendar', learnerId],
    queryFn: getStudyCalendar,
    ...READ_ON_OPEN,
  });
}

export function useStudyCalendar() {
  const learnerId = useAuthSession()?.user.id;
  return useQuery({ ...studyCalendarQueryOptions(learnerId ?? ''), enabled: learnerId !== undefined });
}
