import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import type { CompositeTypes, WithNullable } from '@aayra/supabase/database.types';
import { HOME_DASHBOARD_KEY } from '@aayra/supabase/home-dashboard';
import { STUDY_SESSIONS_KEY } from '@aayra/supabase/session-state';
import type { QuizAnswer } from '../lib/study-set';

/** What the database scheduled: the next stage and its due date, or the end of the cycle. */
export interface ReviewOutcome {
  mastered: boolean;
  nextStage: number | null;
  nextDueDate: string | null;
}


async function completeReview({ entryid, answers }: { entryid: string; answers: readonly QuizAnswer[] }): Promise<ReviewOutcome> {
  const { data, error } = await getSupabase().rpc('complete_review', {
    entry_id: entryid,
    answers: answers.map(({ questionId, chosenIndex }) => ({ questionid: questionId, chosenoption: chosenIndex })),
  });
  if (error) throw error;
  // The next stage's entry is null once stage 6 is done.
  const { mastered, nextentry }: WithNullable<CompositeTypes<'review_outcome'>, 'nextentry'> = data;
  return {
    mastered,
    nextStage: nextentry?.reviewstage ?? null,
    nextDueDate: nextentry?.currentreviewduedate ?? null,
  };
}

/** Records a review's answers; the database completes the entry and schedules the next stage. */
export function useCompleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReview,
    // A retry after a lost answer would only meet "already completed": the first call counts.
    retry: 0,
    // The review's stages, the session lists and pending reviews change, and Home's due reviews and next step.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['mf-reviews'] }),
        queryClient.invalidateQueries({ queryKey: STUDY_SESSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: HOME_DASHBOARD_KEY }),
      ]),
  });
}
