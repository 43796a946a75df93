import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { useSetAtom } from 'jotai';
import { getSupabase } from '@aayra/supabase/client';
import { currentStudySessionAtom } from '@aayra/supabase/current-session';
import { useLearnerId } from '../../../lib/use-learner-id';
import { incompleteSessionsQueryOptions, type IncompleteSession } from './get-incomplete-sessions';

async function reopenForValidation(session: IncompleteSession) {
  if (session.status !== 'incomplete') return;
  const { data, error } = await getSupabase()
    .from('studysessions')
    .update({ status: 'validating' })
    .eq('sessionid', session.sessionid)
    .select('sessionid');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('The session was not found.');
}

/**
 * Picks an unfinished session up where it stopped: both incomplete and validating sessions stopped
 * in validation, so the session becomes the current one, in validation again.
 */
export function useResumeSession() {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId() ?? '';
  const setCurrentSession = useSetAtom(currentStudySessionAtom);
  return useMutation({
    mutationFn: reopenForValidation,
    onSuccess: (_nothing, session) => {
      setCurrentSession({
        sessionid: session.sessionid,
        sessionname: session.sessionname,
        subjectname: session.subjectname,
        topicname: session.topicname,
        status: 'validating',
        focusdurationminutes: session.focusdurationminutes,
        breakdurationminutes: session.breakdurationminutes,
        reviewstage: 0,
        timerEndsAt: null,
        timerRemainingMs: null,
      });
      return queryClient.invalidateQueries({ queryKey: incompleteSessionsQueryOptions(learnerId).queryKey });
    },
  });
}
