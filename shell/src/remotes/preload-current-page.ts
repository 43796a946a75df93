import { paths } from '@aayra/app-contract/routes';
import { remotePageRoutes, remoteWidgets, type RemoteName } from '@aayra/app-contract/remote-contract';
import { homeWidgets } from '../pages/home-widgets';
import { federation } from './federation';

type Expose = 'pages' | 'widgets';

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * Whether a route pattern ('/review/:sessionId') matches a path as the router matches it: whole
 * segments, any case, a trailing slash allowed. The router itself loads after the page's remote
 * has started to, so it cannot be asked here.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  return wanted.length === given.length && wanted.every((part, index) => part.startsWith(':') || part === given[index]);
}

/** The remote modules the page at this address shows first: its remote page, or Home's widgets. */
export function currentPageModules(pathname: string): Map<RemoteName, Expose> {
  const modules = new Map<RemoteName, Expose>();
  const route = remotePageRoutes.find(({ path }) => matchesRoute(path, pathname));
  if (route) modules.set(route.remote, 'pages');
  if (matchesRoute(paths.home, pathname)) {
    for (const widget of homeWidgets) modules.set(remoteWidgets[widget].remote, 'widgets');
  }
  return modules;
}

/**
 * Starts fetching the remote modules the address shows (each remote's manifest, entry and exposed
 * module) as soon as the shell knows where remotes live, alongside the shell's own start-up chunks
 * rather than after them: the page's first paint waits for one chain of requests instead of two.
 */
export function preloadCurrentPage(pathname: string): void {
  const modules = [...currentPageModules(pathname)];
  if (modules.length === 0) return;
  federation()
    .preloadRemote(modules.map(([nameOrAlias, expose]) => ({ nameOrAlias, exposes: [expose] })))
    .catch(() => undefined);
}
