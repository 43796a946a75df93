import { getSupabase } from '@aayra/supabase/client';
import { readFunctionRefusal } from '@aayra/supabase/function-refusal';

export const GENERATION_FAILED_MESSAGE = 'The study set could not be generated. Please try again.';

/** A refusal of the material itself (too short, unreadable): the message says what to change. */
export class MaterialRefusedError extends Error {
  override readonly name = 'MaterialRefusedError';
}

async function refusalOf(error: unknown): Promise<string | null> {
  const refusal = await readFunctionRefusal(error);
  return refusal?.status === 422 ? refusal.message : null;
}

/** Asks the generate-study-set function to make and store the session's study set from its material. */
export async function generateStudySet(sessionId: string): Promise<void> {
  const { error } = await getSupabase().functions.invoke('generate-study-set', { body: { sessionId } });
  if (!error) return;
  const refusal = await refusalOf(error);
  if (refusal) throw new MaterialRefusedError(refusal);
  console.error('Error generating study set', error);
  throw new Error(GENERATION_FAILED_MESSAGE, { cause: error });
}
