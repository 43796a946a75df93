import { refusalOf } from '@aayra/supabase/refusal';

/**
 * A message a learner can read: words, not a response body that a client library passed on as the
 * message (a gateway's 502 reaches supabase-js as "{}").
 */
function readable(message: unknown): message is string {
  if (typeof message !== 'string') return false;
  const text = message.trim();
  return /\p{L}/u.test(text) && !/^[[{<]/.test(text);
}

/** What the learner is told about a failure: the error's own message, or the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const { message } = refusalOf(error);
  return readable(message) ? message.trim() : fallback;
}
