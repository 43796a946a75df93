import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { CurrentStudySession } from '@aayra/supabase/current-session';
import { sessionFromRow } from '@aayra/supabase/session-state';
import { whileWritingSession } from '@aayra/supabase/session-in-progress';
import { HOME_DASHBOARD_KEY } from '@aayra/supabase/home-dashboard';
import { isSessionLimit, refusalOf } from '@aayra/supabase/refusal';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';
import { minutesToMs, startTimer } from '../../../lib/session-clock';
import { LIMIT_CHECK_FAILED_TEXT } from '../../../lib/session-limit-text';
import type { NewSessionValues } from '../new-session-form';

/** A refusal the learner can act on: a limit, or an input rule of the database. */
export class SessionRefusedError extends Error {
  override readonly name = 'SessionRefusedError';
}

/**
 * Starts a session. The database numbers and names it and enforces the plan's limits; its own
 * message says which limit was reached. Anything else is a failed limit check.
 */
async function createStudySession(values: NewSessionValues): Promise<CurrentStudySession> {
  // Starting the session starts its focus time: the deadline, stored with the session, is what
  // every device's timer counts to.
  const { timerEndsAt } = startTimer(minutesToMs(values.focusMinutes), Date.now());
  const { data, error } = await whileWritingSession(() =>
    getSupabase()
      .from('studysessions')
      .insert({
        subjectname: values.subject,
        topicname: values.topic,
        focusdurationminutes: values.focusMinutes,
        breakdurationminutes: values.breakMinutes,
        timerendsat: new Date(timerEndsAt ?? Date.now()).toISOString(),
      })
      .select('*')
      .single(),
  );
  if (error) {
    console.error('Error creating session', error);
    // Input rules (23514) and limits (P0001) carry a sentence written for the learner.
    if (isSessionLimit(refusalOf(error)) || error.code === '23514') throw new SessionRefusedError(error.message);
    throw new SessionRefusedError(LIMIT_CHECK_FAILED_TEXT);
  }
  return sessionFromRow(data);
}

export function useCreateStudySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudySession,
    // The database's answer is final: a limit does not change by asking again.
    retry: false,
    // Home's counts and the limit include the new session.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [SESSION_FLOW_KEY] }),
        queryClient.invalidateQueries({ queryKey: HOME_DASHBOARD_KEY }),
      ]),
  });
}
