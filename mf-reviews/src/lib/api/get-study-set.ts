import { getSupabase } from '@aayra/supabase/client';
import type { StudySet } from '../study-set';

/** The session's study set in its stored order (the player reorders it), or null when none exists. */
export async function getStudySet(sessionId: string): Promise<StudySet | null> {
  const supabase = getSupabase();
  const { data: set, error } = await supabase.from('studysets').select('studysetid, language').eq('sessionid', sessionId).maybeSingle();
  if (error) throw error;
  if (!set) return null;
  const [points, cards, questions] = await Promise.all([
    supabase.from('summarypoints').select('text').eq('studysetid', set.studysetid).order('position'),
    supabase.from('flashcards').select('flashcardid, front, back, authoredbylearner').eq('studysetid', set.studysetid).order('position'),
    supabase
      .from('quizquestions')
      .select('questionid, question, options, correctoption, explanation, authoredbylearner')
      .eq('studysetid', set.studysetid)
      .order('position'),
  ]);
  if (points.error) throw points.error;
  if (cards.error) throw cards.error;
  if (questions.error) throw questions.error;
  return {
    studysetid: set.studysetid,
    language: set.language,
    summary: points.data.map((point) => point.text),
    flashcards: cards.data.map((card) => ({ id: card.flashcardid, front: card.front, back: card.back, authoredByLearner: card.authoredbylearner })),
    questions: questions.data.map((question) => ({
      id: question.questionid,
      prompt: question.question,
      options: Array.isArray(question.options) ? question.options.map(String) : [],
      correctIndex: question.correctoption,
      explanation: question.explanation,
      authoredByLearner: question.authoredbylearner,
    })),
  };
}
