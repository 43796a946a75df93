import { renderToStaticMarkup } from 'react-dom/server';
// Runs in Node at build time (render-landing.tsx), never in the page: the static router is no
// part of the router the apps share.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { paths } from '@aayra/app-contract/routes';
import { QueryClient, QueryClientProvider } from '@aayra/supabase/query';
import { BottomBar } from '../../../layout/BottomBar';
import { TopBar } from '../../../layout/TopBar';
import { HomeFrame } from '../HomeFrame';

/**
 * What a signed-in learner's Home looks like before anything of theirs has loaded: the top bar
 * waiting for their name, Home's tagline over its empty cards, and the bottom bar, as the app's
 * own components draw them (the layout's frame is AppLayout's: top, main, bottom bar). The boot
 * script paints it on a first visit, when no kept picture of their Home is on the device yet.
 */
export function homeFrameMarkup(): string {
  const markup = renderToStaticMarkup(
    <StaticRouter location={paths.home}>
      <QueryClientProvider client={new QueryClient()}>
        <div className="app-layout">
          <div className="app-layout__top">
            <TopBar />
          </div>
          <main className="app-main">
            <HomeFrame>
              <div className="home__cards" />
            </HomeFrame>
          </main>
          <BottomBar />
        </div>
      </QueryClientProvider>
    </StaticRouter>,
  );
  // Test ids name the live page's elements only: a query must never find the frame as well.
  return markup.replace(/ data-testid="[^"]*"/g, '');
}
