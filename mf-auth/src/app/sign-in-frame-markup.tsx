import { renderToStaticMarkup } from 'react-dom/server';
// Runs in Node at build time (tooling/scripts/prerender-landing.mjs), never in the page: the static
// router is no part of the router the apps share.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { paths } from '@aayra/app-contract/routes';
import { QueryClient, QueryClientProvider } from '@aayra/supabase/query';
import authStylesheet from './auth.css?raw';
import { LoginPage } from '../features/login/components/LoginPage';

/** The stylesheet that lays the sign-in page out, for the frame painted before this area's script. */
export { authStylesheet };

/**
 * The sign-in page as a picture: the logo, the heading and its welcome, the form's fields and
 * button and the links under it, as the page itself draws them, with nothing in it that works.
 * The form becomes a plain box and each field's input an empty box with the input's class, so it
 * stands where the input will stand and nothing typed into it could be lost when the real form
 * takes its place. Ids, label targets, names and test ids go, so the live page's are the only
 * ones, and its landmark is a plain box (the live page's <main> is the page's one). The shell's
 * prerendered page paints it on a visitor's first visit to the sign-in page.
 */
export function signInFrameMarkup(): string {
  const markup = renderToStaticMarkup(
    <StaticRouter location={paths.login}>
      <QueryClientProvider client={new QueryClient()}>
        <LoginPage />
      </QueryClientProvider>
    </StaticRouter>,
  );
  return markup
    .replace(/<form\b[^>]*>/g, '<div class="auth-form">')
    .replace(/<\/form>/g, '</div>')
    .replace(/<main\b/g, '<div')
    .replace(/<\/main>/g, '</div>')
    .replace(/<input\b[^>]*?\bclass="([^"]*)"[^>]*>/g, '<span class="$1"></span>')
    .replace(/<button\b([^>]*)>/g, '<span$1>')
    .replace(/<\/button>/g, '</span>')
    .replace(/ (?:id|for|name|type|title|tabindex|data-testid|data-discover|aria-labelledby|aria-describedby|aria-controls|aria-pressed|aria-label)="[^"]*"/g, '');
}
