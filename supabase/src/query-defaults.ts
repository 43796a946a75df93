import { QueryClient } from '@tanstack/react-query';

const STALE_MS = 30_000;
const KEPT_MS = 5 * 60_000;
const QUERY_RETRIES = 2;

/** An HTTP status carried by a supabase-js or fetch error, when there is one. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (typeof status === 'number') return status;
  if (typeof code === 'number') return code;
  return undefined;
}

/** A client error (4xx) will fail the same way again, so it is not retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

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
      mutations: { retry: 1 },
    },
  });
}
