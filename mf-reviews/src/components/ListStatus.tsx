import type { FetchStatus } from '@aayra/supabase/query';
import { ConnectionNeeded, ErrorPanel, Spinner } from '@aayra/design-system/components';
import { waitsForConnection } from '@aayra/supabase/query-defaults';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  fetchStatus: FetchStatus;
  refetch: () => unknown;
}

/**
 * What a list page shows before it has rows: a spinner while loading, one line offline when
 * nothing was saved on this device, or the failure with Retry.
 */
export function ListStatus({
  query,
  loadingLabel,
  errorTitle,
}: {
  query: ListQuery;
  loadingLabel: string;
  errorTitle: string;
}) {
  if (query.isError)
    return <ErrorPanel title={errorTitle} message="Check your connection and try again." onRetry={() => void query.refetch()} />;
  if (waitsForConnection(query)) return <ConnectionNeeded />;
  if (query.isPending) return <Spinner label={loadingLabel} />;
  return null;
}
