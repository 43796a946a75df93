/**
 * What the apps read of a refusal handed to them as `unknown` (a query's error, a PostgrestError,
 * an AuthError): its code, hint and message, each only when it is text. A refusal is told apart by
 * its code or hint, never by its wording; the message is shown only where the database wrote it for
 * the learner (an input rule, a plan's limit).
 */
export interface Refusal {
  code: string | undefined;
  hint: string | undefined;
  message: string | undefined;
}

export function refusalOf(error: unknown): Refusal {
  if (typeof error !== 'object' || error === null) return { code: undefined, hint: undefined, message: undefined };
  return {
    code: 'code' in error && typeof error.code === 'string' ? error.code : undefined,
    hint: 'hint' in error && typeof error.hint === 'string' ? error.hint : undefined,
    message: 'message' in error && typeof error.message === 'string' ? error.message : undefined,
  };
}

/** The insert rule's refusal of a session past the plan's daily or weekly limit; its message names the limit. */
export const isSessionLimit = ({ hint }: Refusal): boolean => hint === 'session_limit_today' || hint === 'session_limit_week';
