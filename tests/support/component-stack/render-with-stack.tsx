import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { followAuthSession } from '@aayra/supabase/auth-session';
import { DataProviders, appStore, queryClient } from '@aayra/supabase/providers';
import { currentStudySessionAtom } from '@aayra/supabase/current-session';
import { connectApp, signInApp, type StackLearner } from './stack';

/** Shows where the page navigated to, and with which router state. */
function CurrentLocation() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export interface RenderOptions {
  /** Signed in as this learner; null: signed out; left out: as the client already is (e.g. from a link in the address). */
  learner?: StackLearner | null;
  /** Where the router starts. */
  path?: string;
  search?: string;
  state?: unknown;
  /** The route the component is mounted at (default: path); every other path shows the location only. */
  route?: string;
}

/**
 * Renders a component as the app runs it: the page's one Supabase client pointed at the run's
 * local stack, the real data providers (the page's QueryClient and store, emptied first, so no
 * test sees another's cache or session), auth followed as the host does, and a router whose moves
 * the test reads from the `location` output.
 */
export async function renderWithStack(
  ui: ReactElement,
  { learner, path = '/', search = '', state, route = path }: RenderOptions = {},
) {
  await connectApp();
  queryClient.clear();
  // Failed requests are retried as the app retries them, only at once: the test waits seconds, not minutes.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retryDelay: 0 },
    mutations: { ...defaults.mutations, retryDelay: 0 },
  });
  appStore.set(currentStudySessionAtom, null);
  if (learner !== undefined) await signInApp(learner);
  followAuthSession();
  const view = render(
    <DataProviders>
      <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </DataProviders>,
  );
  return { ...view, queryClient, store: appStore };
}
