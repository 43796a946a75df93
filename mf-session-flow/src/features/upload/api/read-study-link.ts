import { FunctionsFetchError } from '@supabase/supabase-js';
import { getSupabase } from '@aayra/supabase/client';
import { readFunctionRefusal } from '@aayra/supabase/function-refusal';
import { NOT_REACHED, OFFLINE, UNREADABLE } from './link-messages';

/** What the read-study-link function answers for a page it could read. */
export interface ReadStudyLink {
  title: string;
  text: string;
  wordCount: number;
  excerpt: string;
  finalUrl: string;
}

/** The function's answer, checked: supabase-js hands an edge function's body on untyped. */
function readStudyLinkAnswer(answer: unknown): ReadStudyLink | null {
  if (typeof answer !== 'object' || answer === null) return null;
  if (!('title' in answer && 'text' in answer && 'wordCount' in answer && 'excerpt' in answer && 'finalUrl' in answer)) return null;
  const { title, text, wordCount, excerpt, finalUrl } = answer;
  if (typeof title !== 'string' || typeof text !== 'string' || typeof excerpt !== 'string' || typeof finalUrl !== 'string') return null;
  return typeof wordCount === 'number' ? { title, text, wordCount, excerpt, finalUrl } : null;
}

/**
 * The page's readable text, read by the server (it checks every address on the way). A refusal
 * throws an Error whose message is the function's own sentence, shown next to the link.
 */
export async function readStudyLink(url: string): Promise<ReadStudyLink> {
  // Offline, the link is not at fault: saying "check the link" would send the learner the wrong way.
  if (!navigator.onLine) throw new Error(OFFLINE);
  const { data, error } = await getSupabase().functions.invoke<unknown>('read-study-link', { body: { url } });
  const read = error ? null : readStudyLinkAnswer(data);
  if (read) return read;
  const refusal = await readFunctionRefusal(error);
  if (refusal?.message) throw new Error(refusal.message, { cause: error });
  throw new Error(error instanceof FunctionsFetchError ? NOT_REACHED : UNREADABLE, { cause: error });
}
