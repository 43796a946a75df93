import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from './router';
import { configureSupabase, parseSupabaseSettings } from '@aayra/supabase/client';
import { DataProviders } from '@aayra/supabase/providers';
import { remotePageRoutes, standaloneWidgetProps, widgetsOf, type RemoteName, type RemoteWidgets } from './remote-contract';

interface StandaloneModules<R extends RemoteName> {
  pages?: Record<string, ComponentType>;
  widgets?: RemoteWidgets<R>;
}

/**
 * Runs one remote on its own dev server, with the same providers and backend as the composed app:
 * its pages at their real paths, and its widgets side by side at /. Every remote's entry calls it
 * with what the remote exposes (written once in tooling/rspack/standalone-remote.mjs).
 */
export async function renderStandaloneRemote<R extends RemoteName>(remote: R, { pages = {}, widgets }: StandaloneModules<R>) {
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  configureSupabase(parseSupabaseSettings(await response.json()));
  const routes = remotePageRoutes.filter((route) => route.remote === remote);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <DataProviders>
        <BrowserRouter>
          <Routes>
            <Route
              path="/"
              element={
                <main>
                  <h1>{remote} (standalone)</h1>
                  <ul>
                    {routes.map(({ path }) => (
                      <li key={path}>
                        <Link to={path}>{path}</Link>
                      </li>
                    ))}
                  </ul>
                  {widgets &&
                    widgetsOf(remote).map(({ name, entry }) => {
                      // The contract pairs each export with its props; the lookup by name loses that pairing.
                      const Widget = (widgets as Record<string, ComponentType<object>>)[entry.widget];
                      return Widget ? (
                        <section key={name} aria-label={entry.widget}>
                          <Widget {...standaloneWidgetProps[name]} />
                        </section>
                      ) : null;
                    })}
                </main>
              }
            />
            {routes.map(({ path, page }) => {
              const Page = pages[page];
              return Page ? <Route key={path} path={path} element={<Page />} /> : null;
            })}
          </Routes>
        </BrowserRouter>
      </DataProviders>
    </StrictMode>,
  );
}
