import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { callAnswer } from '@aayra/supabase/call-answer';
import { getSupabase } from '@aayra/supabase/client';
import { isOffline } from '@aayra/supabase/connection';
import { HOME_DASHBOARD_KEY } from '@aayra/supabase/home-dashboard';
import { queueCall } from '@aayra/supabase/queued-calls';
import { STUDY_SESSIONS_KEY } from '@aayra/supabase/session-state';
import type { FlashcardGrade } from '@aayra/design-system/study';
import type { QuizAnswer } from '../../../lib/study-set';

/**
 * What became of the completion: the database recorded it and scheduled the next stage (or ended
 * the cycle), or it is saved on this device until the backend can be reached (offline, or a
 * backend that could not take it just then).
 */
export type ReviewOutcome =
  | { kind: 'recorded'; mastered: boolean; nextStage: number | null; nextDueDate: string | null }
  | { kind: 'saved-on-device' };

export interface ReviewCompletion {
  entryid: string;
  /** The same for every try of one completion: sent twice, the database records it once. */
  completionId: string;
  learnerId: string;
  /** How a notice names the review if the database refuses it later ("Your review of ..."). */
  about: string;
  answers: readonly QuizAnswer[];
  /** The learner's own grades of flashcards, by card id (optional: ungraded cards keep their state). */
  grades: ReadonlyMap<string, FlashcardGrade>;
}

// The review's stages, the session lists and pending reviews change, and Home's due reviews and next step.
const CHANGED_BY_A_REVIEW = [['mf-reviews'], [...STUDY_SESSIONS_KEY], [...HOME_DASHBOARD_KEY]];

/** The words a refusal notice opens with: "Your review of Biology - Cells #1, stage 2". */
export const reviewAbout = (sessionname: string, stage: number) => `Your review of ${sessionname}, stage ${stage}`;

async function saveOnDevice({ completionId, learnerId, about }: ReviewCompletion, args: CompletionArgs): Promise<ReviewOutcome> {
  await queueCall({ id: completionId, learnerId, rpc: 'complete_review', args, about, refreshes: CHANGED_BY_A_REVIEW });
  return { kind: 'saved-on-device' };
}

type CompletionArgs = {
  entry_id: string;
  answers: { questionid: string; chosenoption: number }[];
  completion_id: string;
  grades: { flashcardid: string; grade: FlashcardGrade }[];
};

async function completeReview(completion: ReviewCompletion): Promise<ReviewOutcome> {
  const args: CompletionArgs = {
    entry_id: completion.entryid,
    answers: completion.answers.map(({ questionId, chosenIndex }) => ({ questionid: questionId, chosenoption: chosenIndex })),
    completion_id: completion.completionId,
    grades: [...completion.grades].map(([flashcardid, grade]) => ({ flashcardid, grade })),
  };
  if (isOffline()) return saveOnDevice(completion, args);
  const response = await getSupabase().rpc('complete_review', args);
  // No verdict (no answer, or a backend that could not take it now): the answers are kept and sent
  // again later with the same id, so one that did arrive counts once.
  if (callAnswer(response).kind === 'not-reached') return saveOnDevice(completion, args);
  if (response.error) throw response.error;
  // The next stage's entry is null once stage 6 is done.
  const { mastered, nextentry } = response.data;
  return {
    kind: 'recorded',
    mastered: mastered === true,
    nextStage: nextentry?.reviewstage ?? null,
    nextDueDate: nextentry?.currentreviewduedate ?? null,
  };
}

/** Records a review's answers and grades; the database completes the entry and schedules the next stage. */
export function useCompleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReview,
    // The learner's own Try again sends the same completion id; an automatic retry would add nothing.
    retry: 0,
    // Offline it still runs: it saves the completion on this device rather than wait paused.
    networkMode: 'always',
    onSettled: () => Promise.all(CHANGED_BY_A_REVIEW.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
