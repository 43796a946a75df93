import { useCallback, useState } from 'react';
import type { RemoteName } from '@aayra/app-contract/remote-contract';

/** Reports an area's failed remote with its Retry; the function it returns withdraws the report. */
export type ReportFailure = (remote: RemoteName, retry: () => void) => () => void;

/**
 * The remotes whose areas failed on one page, each with its Retry, so the page says so once per
 * remote rather than once per area. An area reports itself when its fallback shows and withdraws
 * when it goes (after Retry, or when the page leaves); a remote stays listed while any of its
 * areas still reports it.
 */
export function useFailedRemotes() {
  const [failed, setFailed] = useState<ReadonlyMap<RemoteName, { retry: () => void; areas: number }>>(new Map());
  const report = useCallback<ReportFailure>((remote, retry) => {
    setFailed((current) => new Map(current).set(remote, { retry, areas: (current.get(remote)?.areas ?? 0) + 1 }));
    return () =>
      setFailed((current) => {
        const next = new Map(current);
        const areas = (current.get(remote)?.areas ?? 1) - 1;
        if (areas > 0) next.set(remote, { retry: current.get(remote)!.retry, areas });
        else next.delete(remote);
        return next;
      });
  }, []);
  return { failed, report };
}
