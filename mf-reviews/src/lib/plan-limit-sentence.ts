import { isSessionLimit, type Refusal } from '@aayra/supabase/refusal';

/**
 * A copy or an import is a new session: past the plan's limit the database's own sentence names
 * the limit, and the learner is told when to try again. Undefined for any other refusal.
 */
export function planLimitSentence(refusal: Refusal): string | undefined {
  if (!isSessionLimit(refusal) || !refusal.message) return undefined;
  return `${refusal.message}. Try again when your plan allows a new session.`;
}
