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


/**
 * The page's readable text, read by the server (it checks every address on the way). A refusal
 * throws an Error whose message is the function's own sentence, shown next to the link.
 */
export async function readStudyLink(url: string): Promise<ReadStudyLink> {
  // Offline, the link is not at fault: saying "check the link" would send the learner the wrong way.
  if (!navigator.onLine) throw new Error(OFFLINE);
  const { data, error } = await getSupabase().functions.invoke<ReadStudyLink>('read-study-link', { body: { url } });
  if (!error && data) return data;
  const refusal = await readFunctionRefusal(error);
  if (refusal?.message) throw new Error(refusal.message, { cause: error });
  throw new Error(error instanceof FunctionsFetchError ? NOT_REACHED : UNREADABLE, { cause: error });
}
