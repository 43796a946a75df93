import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';
import type { StudyFlashcard, StudyQuestion } from '@aayra/design-system/study';

/**
 * Dropped by the learner during validation (stored at once, so every device shows it): the item
 * leaves the set when the session moves on to its break. A set saved on the device by an older
 * Aayra has no such mark, and none of its items was dropped in the database then.
 */
interface MaybeDropped {
  dropped?: boolean;
}

export interface StudySetRecord {
  studysetid: string;
  /** The language the set is written in: a language code, or 'und' when it could not be told. */
  language: string;
  summary: { id: string; text: string }[];
  flashcards: (StudyFlashcard & MaybeDropped)[];
  quiz: (StudyQuestion & MaybeDropped)[];
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** The session's study set, or null when none has been generated yet. */
async function getStudySet(sessionId: string): Promise<StudySetRecord | null> {
  const { data, error } = await getSupabase()
    .from('studysets')
    .select(
      'studysetid, language, summarypoints(pointid, position, text), flashcards(flashcardid, position, front, back, authoredbylearner, isdropped), quizquestions(questionid, position, question, options, correctoption, explanation, authoredbylearner, isdropped)',
    )
    .eq('sessionid', sessionId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const row = data;
  return {
    studysetid: row.studysetid,
    language: row.language,
    summary: [...row.summarypoints].sort(byPosition).map((point) => ({ id: point.pointid, text: point.text })),
    flashcards: [...row.flashcards]
      .sort(byPosition)
      .map((card) => ({ id: card.flashcardid, front: card.front, back: card.back, authoredByLearner: card.authoredbylearner, dropped: card.isdropped })),
    quiz: [...row.quizquestions].sort(byPosition).map((question) => ({
      id: question.questionid,
      prompt: question.question,
      options: Array.isArray(question.options) ? question.options.map(String) : [],
      correctIndex: question.correctoption,
      explanation: question.explanation,
      authoredByLearner: question.authoredbylearner,
      dropped: question.isdropped,
    })),
  };
}

export const studySetQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: [SESSION_FLOW_KEY, 'study-set', sessionId], queryFn: () => getStudySet(sessionId) });

export function useStudySet(sessionId: string) {
  return useQuery(studySetQueryOptions(sessionId));
}
