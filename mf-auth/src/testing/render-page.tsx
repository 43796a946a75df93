import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the page navigated to, and with which router state. */
function CurrentLocation() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** Renders one page at a path, with a fresh query cache, a jotai store and a router whose moves the test can read. */
export function renderPage(
  page: ReactElement,
  {
    path = '/',
    search = '',
    state,
    store = createStore(),
  }: { path?: string; search?: string; state?: unknown; store?: ReturnType<typeof createStore> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
      <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
