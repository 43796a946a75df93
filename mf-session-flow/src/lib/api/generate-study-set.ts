import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from '@aayra/supabase/client';

export const GENERATION_FAILED_MESSAGE = 'The study set could not be generated. Please try again.';

/** A refusal of the material itself (too short, unreadable): the message says what to change. */
export class MaterialRefusedError extends Error {
  override readonly name = 'MaterialRefusedError';
}

async function refusalOf(error: unknown): Promise<string | null> {
  if (!(error instanceof FunctionsHttpError)) return null;
  const response = error.context as Response;
  if (response.status !== 422) return null;
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : null;
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
