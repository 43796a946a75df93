import { getSupabase } from '@aayra/supabase/client';
import { callAnswer, type CallAnswer, type CallResponse } from '@aayra/supabase/call-answer';
import type { UnsavedChange } from '../unsaved-changes';

type Response = CallResponse & { data?: unknown };

/** A request that failed before any answer came back: no verdict, sent again later. */
const NOT_REACHED: Response = { error: { message: '' }, status: 0 };

async function answerOf(request: PromiseLike<Response>, what: string): Promise<CallAnswer> {
  const response = await Promise.resolve(request).then(undefined, (): Response => NOT_REACHED);
  const answer = callAnswer(response);
  // An update that touched no row: the item is gone, or not the learner's.
  if (answer.kind === 'answered' && Array.isArray(response.data) && response.data.length === 0) {
    return { kind: 'refused', reason: `This ${what} was not found` };
  }
  return answer;
}

/**
 * Writes one change of the study set through the learner's own client (row-level security decides;
 * the database allows a drop or its Undo only while the session is in validation).
 */
export function saveValidationChange(change: UnsavedChange): Promise<CallAnswer> {
  const supabase = getSupabase();
  if (change.kind === 'dropped') {
    return answerOf(supabase.rpc('set_study_item_dropped', { item_id: change.id, dropped: change.value }), 'flashcard or question');
  }
  if (change.kind === 'card') {
    const { front, back } = change.value;
    return answerOf(supabase.from('flashcards').update({ front, back }).eq('flashcardid', change.id).select('flashcardid'), 'flashcard');
  }
  const { prompt, options, correctIndex, explanation } = change.value;
  return answerOf(
    supabase
      .from('quizquestions')
      .update({ question: prompt, options, correctoption: correctIndex, explanation })
      .eq('questionid', change.id)
      .select('questionid'),
    'question',
  );
}
