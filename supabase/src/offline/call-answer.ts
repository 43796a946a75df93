/** What became of one call to the backend, as the data package's queue and pages act on it. */
export type CallAnswer =
  | { kind: 'answered' }
  | { kind: 'refused'; reason: string }
  /** No verdict: the request never arrived, or the backend could not decide now. Send it again later. */
  | { kind: 'not-reached' };

/** A supabase-js response: status 0 when the request failed before any answer came back. */
export interface CallResponse {
  error: { message: string } | null;
  status: number;
}

/**
 * Statuses that are not a verdict on the call: 401 (the sign-in expired and is being renewed),
 * 408 and 429 (come back later) and 5xx (the backend could not handle it now).
 */
const NO_VERDICT = new Set([401, 408, 429]);

export function callAnswer({ error, status }: CallResponse): CallAnswer {
  if (!error) return { kind: 'answered' };
  if (status === 0 || status >= 500 || NO_VERDICT.has(status)) return { kind: 'not-reached' };
  return { kind: 'refused', reason: error.message };
}
