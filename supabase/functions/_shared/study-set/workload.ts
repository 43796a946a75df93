// The workload a learner takes on with a study set, told before they submit it: the counts come
// from running the same local generator the server runs, so the estimate is the set it will make.
import { generateLocalStudySet } from './local-provider.ts';
import { StudyMaterialError } from './core/study-material-error.ts';
import type { StudyNote } from './core/types.ts';
import { REVIEW_LADDER_DAYS } from '../product-constants.ts';

/** Time a learner spends on one item on a review day: a card flipped, a question read and answered. */
export const SECONDS_PER_FLASHCARD = 15;
export const SECONDS_PER_QUESTION = 30;

export interface Workload {
  flashcards: number;
  questions: number;
  /** Review days within the 90 days after the session. */
  reviewDays: number;
  minutesPerReviewDay: number;
}

export type WorkloadEstimate = { workload: Workload; problem: null } | { workload: null; problem: string };

export function workloadOf(flashcards: number, questions: number): Workload {
  const seconds = flashcards * SECONDS_PER_FLASHCARD + questions * SECONDS_PER_QUESTION;
  return { flashcards, questions, reviewDays: REVIEW_LADDER_DAYS.length, minutesPerReviewDay: Math.max(1, Math.round(seconds / 60)) };
}

/** The sentence the upload page shows. */
export function describeWorkload({ flashcards, questions, minutesPerReviewDay }: Workload): string {
  return (
    `About ${flashcards} cards and ${questions} questions; about ${minutesPerReviewDay} minutes of review ` +
    'on each review day over the next 90 days'
  );
}

/** Material in the order the generator reads it; a problem the learner can act on when no set can be made. */
export function estimateWorkload(notes: readonly StudyNote[]): WorkloadEstimate {
  try {
    const set = generateLocalStudySet(notes);
    return { workload: workloadOf(set.flashcards.length, set.quiz.length), problem: null };
  } catch (error) {
    if (error instanceof StudyMaterialError) return { workload: null, problem: error.message };
    throw error;
  }
}
