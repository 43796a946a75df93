import type { AayraClient } from '../client';

// A learner's own flashcards and questions, added at validation or in a review. They are stored
// through the learner's own client (row-level security decides); the database marks them, puts
// them after the set's other items and checks their text. The caller passes the page's client: a
// remote that loads this module itself would otherwise reach its own, unconfigured copy of it.

export const OWN_ITEM_SAVE_FAILED_MESSAGE = 'It could not be saved. Please try again.';

export interface OwnFlashcard {
  front: string;
  back: string;
}

export interface OwnQuestion {
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}

export interface AddOwnItem<Item> {
  sessionId: string;
  studysetid: string;
  item: Item;
}

/** A rule of the database (a check) already says what is wrong in the learner's words; anything else is a failed save. */
function refusal(error: { code?: string; message: string }): Error {
  return new Error(error.code === '23514' ? error.message : OWN_ITEM_SAVE_FAILED_MESSAGE, { cause: error });
}

export async function addOwnFlashcard(client: AayraClient, { studysetid, item }: AddOwnItem<OwnFlashcard>): Promise<void> {
  const { error } = await client.from('flashcards').insert({ studysetid, front: item.front, back: item.back, authoredbylearner: true });
  if (error) throw refusal(error);
}

export async function addOwnQuestion(client: AayraClient, { studysetid, item }: AddOwnItem<OwnQuestion>): Promise<void> {
  const { error } = await client.from('quizquestions').insert({
    studysetid,
    question: item.prompt,
    options: item.options,
    correctoption: item.correctIndex,
    explanation: item.explanation,
    authoredbylearner: true,
  });
  if (error) throw refusal(error);
}
