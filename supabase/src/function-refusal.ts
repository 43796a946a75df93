import { FunctionsHttpError } from '@supabase/supabase-js';

/** An edge function's refusal as the apps act on it: its status, and its own sentence when it gave one. */
export interface FunctionRefusal {
  status: number;
  /** The function's `{ error }` sentence, or null when its answer held none. */
  message: string | null;
}

/** What supabase-js keeps of the function's answer; it types it loosely, so it is checked here. */
interface FunctionAnswer {
  status: number;
  json(): Promise<unknown>;
}

const isFunctionAnswer = (value: unknown): value is FunctionAnswer =>
  typeof value === 'object' && value !== null &&
  'status' in value && typeof value.status === 'number' &&
  'json' in value && typeof value.json === 'function';

/**
 * Reads the answer behind an edge function's refusal (a FunctionsHttpError): its status and, when
 * its body is `{ error: "..." }`, that sentence. Null for any other error: no answer came back.
 */
export async function readFunctionRefusal(error: unknown): Promise<FunctionRefusal | null> {
  if (!(error instanceof FunctionsHttpError)) return null;
  const answer: unknown = error.context;
  if (!isFunctionAnswer(answer)) return null;
  const body = await answer.json().catch(() => null);
  const message = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : null;
  return { status: answer.status, message };
}
