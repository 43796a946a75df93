import { shouldRetryQuery } from '@aayra/supabase/query-defaults';

/** Mutations retry once (specification section 8), but not an answer the server gave on purpose (4xx). */
export function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && shouldRetryQuery(failureCount, error);
}
