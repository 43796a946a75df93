import { remoteNames } from '@aayra/app-contract/remote-contract';
import { federation } from './federation';

const exposes = ['pages', 'widgets'];

/**
 * Fetches every remote's entry while the browser is idle, so the first visit to an area does not
 * wait for extra round trips. A remote that is down is left to its own area's fallback.
 */
export function preloadRemotesWhenIdle(): void {
  const preload = () => {
    federation()
      .preloadRemote(remoteNames.map((nameOrAlias) => ({ nameOrAlias, exposes })))
      .catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1000);
}
