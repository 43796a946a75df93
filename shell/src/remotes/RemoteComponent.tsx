import { Suspense, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import type { RemoteName } from '@aayra/app-contract/remote-contract';
import { remoteLazyComponent, type ExposedModule } from './remote-lazy-components';
import { reregisterRemote } from './register-remotes';
import { remoteAttemptsAtom } from './remote-attempts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { WhenShown } from './WhenShown';

interface RemoteComponentProps<P> {
  remote: RemoteName;
  expose: ExposedModule;
  /** The key of the component inside the exposed module's map. */
  name: string;
  props?: P;
  /** What shows while the remote loads (a spinner for pages; nothing for headless services). */
  loading?: ReactNode;
  /** Replaces the standard fallback, e.g. for a service that has no area of its own. */
  renderFallback?: (retry: () => void) => ReactNode;
  /** Called when the component, or the fallback that replaces it, is on the page. */
  onShown?: () => void;
}

/** One component of a remote, loaded at run time, inside its own error boundary with Retry. */
export function RemoteComponent<P extends object>({
  remote,
  expose,
  name,
  props,
  loading = null,
  renderFallback,
  onShown,
}: RemoteComponentProps<P>) {
  const [attempts, setAttempts] = useAtom(remoteAttemptsAtom);
  const attempt = attempts[remote] ?? 0;

  const Loaded = remoteLazyComponent(remote, expose, name, attempt);

  const retry = () => {
    reregisterRemote(remote);
    setAttempts((current) => ({ ...current, [remote]: (current[remote] ?? 0) + 1 }));
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={
        <>
          {renderFallback ? renderFallback(retry) : <RemoteFallback remote={remote} onRetry={retry} />}
          {onShown && <WhenShown onShown={onShown} />}
        </>
      }
    >
      <Suspense fallback={loading}>
        {/* Stable identity: the cache hands back the same component until the learner retries. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Loaded {...(props ?? {})} />
        {onShown && <WhenShown onShown={onShown} />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
