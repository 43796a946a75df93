import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { StudySessionStatus } from '@aayra/supabase/current-session';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';
import { minutesToMs, startTimer, type TimerFields } from '../../../lib/session-clock';
import { STATUS_ERROR_MESSAGE, updateSessionStatus } from '../../../lib/update-session-status';

export const SAVE_FAILED_MESSAGE = 'Your study set could not be saved. Please try again.';

interface FinishValidation {
  sessionId: string;
  /** How a notice names the session if its move, saved on the device offline, is refused later. */
  sessionname: string;
  status: StudySessionStatus;
  /** The options chosen in this first pass, by id of a question still in the set. */
  answers: Record<string, number>;
  /** How long the break lasts: its timer starts with the move (every device counts down to its deadline). */
  breakMinutes: number;
}

function check(result: { error: unknown }): void {
  if (result.error) throw new Error(SAVE_FAILED_MESSAGE, { cause: result.error });
}

/**
 * "Take a Break": makes sure the database has the learner's drops and edits (each is stored as it
 * is made), stores the quiz answers of this first pass (stage 0), then moves the session to its
 * break and returns the break's timer. The move takes the dropped items out of the set (the
 * database does, whichever device moves it). Each step can be repeated safely, so a retry after a
 * failure finishes the job.
 */
async function finishValidation(
  { sessionId, sessionname, status, answers, breakMinutes }: FinishValidation,
  saveChanges: () => Promise<void>,
): Promise<TimerFields> {
  const session = { sessionid: sessionId, sessionname };
  const move = async (to: StudySessionStatus, timer?: TimerFields) => {
    try {
      await updateSessionStatus(session, to, timer);
    } catch {
      throw new Error(STATUS_ERROR_MESSAGE);
    }
  };
  // A session left incomplete is in validation again first: drops are stored only then.
  if (status === 'incomplete') await move('validating');
  await saveChanges();
  const given = Object.entries(answers).map(([questionid, chosenoption]) => ({ questionid, chosenoption, reviewstage: 0 }));
  if (given.length > 0) {
    // Answers are locked: one given before a failed attempt stays as it was.
    check(await getSupabase().from('quizanswers').upsert(given, { onConflict: 'questionid,reviewstage', ignoreDuplicates: true }));
  }
  const breakTimer = startTimer(minutesToMs(breakMinutes), Date.now());
  await move('break_in_progress', breakTimer);
  return breakTimer;
}

/** `saveChanges` sends the drops and edits still on this device, and throws when the database does not have them all. */
export function useFinishValidation(saveChanges: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FinishValidation) => finishValidation(input, saveChanges),
    onSuccess: (_data, { sessionId }) => queryClient.invalidateQueries({ queryKey: [SESSION_FLOW_KEY, 'study-set', sessionId] }),
  });
}
