import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { StudySessionStatus } from '@aayra/supabase/current-session';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';
import type { TimerFields } from '../../../lib/session-clock';
import { STATUS_ERROR_MESSAGE, updateSessionStatus } from '../../../lib/update-session-status';
import type { ValidationProgress } from '../validation-progress';

export const SAVE_FAILED_MESSAGE = 'Your study set could not be saved. Please try again.';

interface FinishValidation {
  sessionId: string;
  /** How a notice names the session if its move, saved on the device offline, is refused later. */
  sessionname: string;
  status: StudySessionStatus;
  progress: ValidationProgress;
  /** The break's timer, started by the same move (every device counts down to its deadline). */
  breakTimer: TimerFields;
}

function check(result: { error: unknown }): void {
  if (result.error) throw new Error(SAVE_FAILED_MESSAGE, { cause: result.error });
}

/**
 * "Take a Break": stores the study set as the learner shaped it (edits, drops) and the quiz
 * answers of this first pass (stage 0), then moves the session to its break. Each step can be
 * repeated safely, so a retry after a failure finishes the job.
 */
async function finishValidation({ sessionId, sessionname, status, progress, breakTimer }: FinishValidation): Promise<void> {
  const supabase = getSupabase();
  const dropped = progress.dropped;
  const writes: PromiseLike<{ error: unknown }>[] = [];
  for (const [flashcardid, card] of Object.entries(progress.editedCards)) {
    if (!dropped.includes(flashcardid)) writes.push(supabase.from('flashcards').update(card).eq('flashcardid', flashcardid));
  }
  for (const [questionid, question] of Object.entries(progress.editedQuestions)) {
    if (dropped.includes(questionid)) continue;
    writes.push(
      supabase
        .from('quizquestions')
        .update({ question: question.prompt, options: question.options, correctoption: question.correctIndex, explanation: question.explanation })
        .eq('questionid', questionid),
    );
  }
  if (dropped.length > 0) {
    writes.push(supabase.from('flashcards').delete().in('flashcardid', dropped));
    writes.push(supabase.from('quizquestions').delete().in('questionid', dropped));
  }
  (await Promise.all(writes)).forEach(check);

  const answers = Object.entries(progress.answers)
    .filter(([questionid]) => !dropped.includes(questionid))
    .map(([questionid, chosenoption]) => ({ questionid, chosenoption, reviewstage: 0 }));
  if (answers.length > 0) {
    // Answers are locked: one given before a failed attempt stays as it was.
    check(await supabase.from('quizanswers').upsert(answers, { onConflict: 'questionid,reviewstage', ignoreDuplicates: true }));
  }
  try {
    const session = { sessionid: sessionId, sessionname };
    if (status === 'incomplete') await updateSessionStatus(session, 'validating');
    await updateSessionStatus(session, 'break_in_progress', breakTimer);
  } catch {
    throw new Error(STATUS_ERROR_MESSAGE);
  }
}

export function useFinishValidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishValidation,
    onSuccess: (_data, { sessionId }) => queryClient.invalidateQueries({ queryKey: [SESSION_FLOW_KEY, 'study-set', sessionId] }),
  });
}
