import { getSupabase } from '@aayra/supabase/client';
import { fetchStudySet } from '@aayra/supabase/study-set-record';
import type { StudySet } from '../study-set';

/**
 * The session's study set in its stored order (the player reorders it), or null when none exists.
 * A review shows every item the set kept: validation's drop marks only matter before the break.
 */
export async function getStudySet(sessionId: string): Promise<StudySet | null> {
  const set = await fetchStudySet(getSupabase(), sessionId);
  if (!set) return null;
  return {
    studysetid: set.studysetid,
    language: set.language,
    summary: set.summary.map((point) => point.text),
    flashcards: set.flashcards.map(({ id, front, back, authoredByLearner }) => ({ id, front, back, authoredByLearner })),
    questions: set.quiz.map(({ dropped: _dropped, ...question }) => question),
  };
}
