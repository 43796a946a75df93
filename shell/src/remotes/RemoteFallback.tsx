import type { RemoteName } from '@aayra/supabase/remote-contract';
import { remoteLabels } from './remote-labels';

interface RemoteFallbackProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in place of one area whose remote is down, missing or broken; the rest keeps working. */
export function RemoteFallback({ remote, onRetry }: RemoteFallbackProps) {
  const label = remoteLabels[remote];
  return (
    <section className="remote-fallback" role="alert" aria-label={`${label} unavailable`} data-remote={remote}>
      <p>{label} could not load. Check your connection and try again.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
