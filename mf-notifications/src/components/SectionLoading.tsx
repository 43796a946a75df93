import type { FetchStatus } from '@aayra/supabase/query';
import { ConnectionNeeded, Spinner } from '@aayra/design-system/components';
import { waitsForConnection } from '@aayra/supabase/query-defaults';

interface SectionQuery {
  isPending: boolean;
  data: unknown;
  fetchStatus: FetchStatus;
}

/** A section's spinner while it loads, or one line offline when nothing was saved on this device. */
export function SectionLoading({ query, label }: { query: SectionQuery; label: string }) {
  if (waitsForConnection(query)) return <ConnectionNeeded />;
  return query.isPending ? <Spinner label={label} /> : null;
}
