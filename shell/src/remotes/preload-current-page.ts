import { matchPath } from '@aayra/app-contract/router';
import { remotePageRoutes } from '@aayra/app-contract/remote-contract';
import { federation } from './federation';

/**
 * Starts fetching the remote page the address opens (its manifest, entry and pages module) as soon
 * as the shell knows where remotes live, alongside the shell's own start-up rather than after it:
 * the page's first paint waits for one chain of requests instead of two.
 */
export function preloadCurrentPage(pathname: string): void {
  const route = remotePageRoutes.find(({ path }) => matchPath(path, pathname));
  if (!route) return;
  federation()
    .preloadRemote([{ nameOrAlias: route.remote, exposes: ['pages'] }])
    .catch(() => undefined);
}
