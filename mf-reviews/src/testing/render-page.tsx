import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Session } from '@supabase/supabase-js';
import { authSessionAtom } from '@aayra/supabase/auth-session';

export const LEARNER_ID = '11111111-1111-4111-8111-111111111111';

/** Renders a page signed in as one learner, with fresh data providers and a router at `path`. */
export function renderPage(ui: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createStore();
  store.set(authSessionAtom, { user: { id: LEARNER_ID } } as Session);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, store };
}
