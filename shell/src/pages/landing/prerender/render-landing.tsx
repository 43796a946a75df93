import { renderToStaticMarkup } from 'react-dom/server';
// Runs in Node at build time (prerender-landing.mjs), never in the page: the static router is no
// part of the router the apps share.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { DESIGN_SYSTEM_STYLE_ID } from '@aayra/design-system/stylesheet';
import { designSystemStylesheet } from '@aayra/design-system/stylesheet-text';
import { STUDY_STYLE_ID, studyStylesheet } from '@aayra/design-system/study';
import { themeBootScript } from '@aayra/design-system/theme';
import LandingPage from '../LandingPage';
import { LANDING_STYLE_ID, landingStylesheet } from '../landing-stylesheet';
import { PRERENDERED_STYLE_ATTRIBUTE } from '../../home/snapshot/take-home-snapshot';
import { homeFrameMarkup } from '../../home/first-visit/home-frame-markup';
import type { SignInFrame } from '../../sign-in-frame/sign-in-frame';
import { SHELL_STYLE_ID } from '../../../styles/install-shell-styles';
import { shellStylesheet } from '../../../styles/shell-stylesheet';
import { landingBootScript, STATIC_LANDING_ATTRIBUTE, staticLandingCss } from './landing-boot-script';

/** Marks a page this module produced, so running the prerender twice never wraps its own output. */
export const PRERENDERED_MARKER = '<meta name="aayra-prerendered" content="landing" />';

const scriptTag = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
/**
 * The start-up chunks the app's page preloads (tooling/rspack/start-up-preload-plugin.mjs), and
 * those only one address starts with, named with it (`data-page`).
 */
const scriptPreloadTag = /<link rel="preload" as="script" href="([^"]+)"(?: data-page="([^"]+)")?>\s*/g;
const emptyRoot = '<div id="root"></div>';

/**
 * The landing page as a complete HTML document, built from the app's own index.html: the app's
 * script tags and its preloads of the start-up's chunks leave the page (the boot script loads and
 * preloads them only where the app is needed), the
 * stylesheets and boot scripts are inlined in the head, and the landing's markup fills #root.
 * `signInFrame` is the sign-in page's frame as the sign-in area draws it at build time (the shell
 * never imports a remote's source: the prerender script hands it over).
 */
export function renderLandingDocument(appHtml: string, signInFrame: SignInFrame | null = null): string {
  if (appHtml.includes(PRERENDERED_MARKER)) throw new Error('This page is already prerendered.');
  if (!appHtml.includes(emptyRoot)) throw new Error(`The app's index.html has no ${emptyRoot}.`);
  const appScripts = [...appHtml.matchAll(scriptTag)].map((match) => match[1]!);
  const startUpScripts: string[] = [];
  const pageScripts: Record<string, string[]> = {};
  for (const [, href, page] of appHtml.matchAll(scriptPreloadTag)) {
    if (page === undefined) startUpScripts.push(href!);
    else (pageScripts[page] ??= []).push(href!);
  }
  if (appScripts.length === 0) throw new Error("The app's index.html loads no script.");
  const markup = renderToStaticMarkup(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
  const head = [
    PRERENDERED_MARKER,
    `<script>${themeBootScript}</script>`,
    `<script>${landingBootScript(appScripts, startUpScripts, pageScripts, homeFrameMarkup(), signInFrame)}</script>`,
    // Marked so Home's kept picture leaves them out: every page at this address already has them.
    `<style id="${DESIGN_SYSTEM_STYLE_ID}" ${PRERENDERED_STYLE_ATTRIBUTE}>${designSystemStylesheet}</style>`,
    // The landing's result cards are the study set's flip cards.
    `<style id="${STUDY_STYLE_ID}" ${PRERENDERED_STYLE_ATTRIBUTE}>${studyStylesheet}</style>`,
    `<style id="${LANDING_STYLE_ID}" ${PRERENDERED_STYLE_ATTRIBUTE}>${landingStylesheet}\n${staticLandingCss}</style>`,
    // The app's frame (bars, Home's tagline) paints from the page, before and without any script.
    `<style id="${SHELL_STYLE_ID}" ${PRERENDERED_STYLE_ATTRIBUTE}>${shellStylesheet}</style>`,
  ].join('\n');
  // Replacer functions: the inserted text contains '$', which a replacement string would interpret.
  return appHtml
    .replace(scriptTag, '')
    .replace(scriptPreloadTag, '')
    .replace('</head>', () => `${head}\n</head>`)
    .replace(emptyRoot, () => `<div id="root"><div ${STATIC_LANDING_ATTRIBUTE}>${markup}</div></div>`);
}
