import { QueryClient, type FetchStatus } from '@aayra/supabase/query';

const STALE_MS = 30_000;
/**
 * A week, in memory and saved on the device (offline-cache/saved-queries.ts): what the learner saw
 * recently can be shown offline, and a query is never garbage-collected out of the saved cache
 * before it is too old to show.
 */
export const KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * The meta of a query whose data means nothing after a reload (a blob: address of this page):
 * it is not saved on the device with the others.
 */
export const NOT_SAVED_ON_DEVICE = { savedOnDevice: false } as const;

/**
 * Error codes of the REST API (SQLSTATE, or PostgREST's own PGRST...) that it answers with a 5xx:
 * the database could not be reached, was overloaded, cancelled the statement or failed inside.
 * It answers every other code with a 4xx.
 */
const SERVER_TROUBLE = /^(08|53|57|58|XX|PGRST00)/;
const REST_ERROR_CODE = /^([0-9A-Z]{5}|PGRST\w{3})$/;

/**
 * The HTTP status behind a supabase-js or fetch error, when it can be told. REST errors arrive as
 * their JSON body ({code, message, details, hint}) without the status, so their code decides.
 */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code, context } = error as {
    status?: unknown;
    code?: unknown;
    context?: unknown;
  };
  if (typeof status === 'number') return status;
  if (typeof code === 'number') return code;
  // A function's non-2xx answer (FunctionsHttpError) carries its Response.
  if (context instanceof Response) return context.status;
  if (typeof code === 'string' && REST_ERROR_CODE.test(code))
    return SERVER_TROUBLE.test(code) ? 500 : 400;
  return undefined;
}

/**
 * Retries a failure up to `times` times, but never a client error (4xx): that is the server's
 * verdict (a rule refused it, a limit was reached), and it would fail the same way again.
 */
function retryUpTo(times: number) {
  return (failureCount: number, error: unknown): boolean => {
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) return false;
    return failureCount < times;
  };
}

/** Queries retry twice: a read is safe to repeat. */
export const shouldRetryQuery = retryUpTo(2);
/** Mutations retry once: a write that failed in transit gets one more try, never a storm of them. */
export const shouldRetryMutation = retryUpTo(1);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        gcTime: KEPT_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: shouldRetryQuery,
      },
      mutations: { retry: shouldRetryMutation },
    },
  });
}

/**
 * A query with nothing to show that waits for the network (TanStack pauses it offline): the page
 * says it needs a connection instead of a spinner that would turn until the learner is back online.
 */
export function waitsForConnection(query: { data: unknown; fetchStatus: FetchStatus }): boolean {
  return query.data === undefined && query.fetchStatus === 'paused';
}
