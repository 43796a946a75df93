import { ErrorPanel } from '@aayra/design-system/components';
import type { RemoteName } from '@aayra/app-contract/remote-contract';
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
      <ErrorPanel
        title={`${label} could not load`}
        message="Check your connection and try again."
        onRetry={onRetry}
        retryLabel="Retry"
        headingLevel={2}
      />
    </section>
  );
}
