import { remoteNames } from '@aayra/app-contract/remote-contract';
import { federation } from './federation';

/**
 * Fetches every remote's manifest and entry (a few KB each) so the first visit to another area
 * waits for one round trip less. Nothing of what the remotes expose is fetched before an area
 * opens. A remote that is down is left to its own area's fallback.
 */
export function preloadRemotes(): Promise<void> {
  return federation()
    .preloadRemote(remoteNames.map((nameOrAlias) => ({ nameOrAlias, filter: () => false })))
    .catch(() => undefined);
}
