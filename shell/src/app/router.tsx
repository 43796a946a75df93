import { lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from '@aayra/app-contract/router';
import { paths, publicPaths, signedOutOnlyPaths } from '@aayra/app-contract/routes';
import { remotePageRoutes } from '@aayra/app-contract/remote-contract';
import { RedirectSignedIn } from '../auth/RedirectSignedIn';
import { RequireAuth } from '../auth/RequireAuth';
import { AppLayout } from '../layout/AppLayout';
import { toastsInLayout } from '../layout/toast-place';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import { matchesRoute } from '../remotes/preload-current-page';
import { RootLayout } from './RootLayout';
import { shellPage } from './shell-page';

// Named so the page preloads it where the address opens Home (shell/rspack.config.ts): its first
// paint then does not wait for one more request once the start-up has run.
const home = shellPage(() => import(/* webpackChunkName: "home-page" */ '../pages/HomePage'));

const DebugPage = lazy(() => import('../pages/debug/DebugPage'));
const RootPage = lazy(() => import('../pages/RootPage'));
const LandingPage = lazy(() => import('../pages/landing/LandingPage'));
const HelpPage = lazy(() => import('../pages/help/HelpPage'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage'));

function remoteRoutes(filter: (path: string) => boolean): RouteObject[] {
  return remotePageRoutes
    .filter(({ path }) => filter(path))
    .map(({ path, remote, page }) => ({ path, element: <RemotePage remote={remote} page={page} /> }));
}

/** Every page of Aayra: the shell's own, then each remote's at its path from @aayra/app-contract. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.root, element: <RootPage /> },
      { path: paths.index, element: <Navigate to={paths.login} replace /> },
      { path: paths.landing, element: <LandingPage /> },
      { path: paths.debug, element: <DebugPage /> },
      { path: paths.help, element: <HelpPage /> },
      { element: <RedirectSignedIn />, children: remoteRoutes((path) => signedOutOnlyPaths.includes(path)) },
      ...remoteRoutes((path) => publicPaths.includes(path) && !signedOutOnlyPaths.includes(path)),
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            handle: toastsInLayout,
            children: [
              { path: paths.home, element: <home.Page /> },
              { path: paths.settings, element: <SettingsPage /> },
              ...remoteRoutes((path) => !publicPaths.includes(path)),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The shell's pages the start-up loads before its first render when the address opens them. */
export function shellPagesBeforeRender(pathname: string): Promise<unknown>[] {
  return matchesRoute(paths.home, pathname) ? [home.load()] : [];
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
