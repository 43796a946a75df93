import { describe, expect, it } from 'vitest';
import { DESIGN_SYSTEM_STYLE_ID } from '@aayra/design-system/stylesheet';
import { STUDY_STYLE_ID } from '@aayra/design-system/study';
import { renderLandingDocument } from './render-landing';

const appHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Aayra</title>' +
  '<script defer src="/main.0123456789.js"></script><link rel="preload" as="script" href="/start-up.0123456789.js">' +
  '<link rel="preload" as="script" href="/home-page.0123456789.js" data-page="/home">' +
  '</head><body><div id="root"></div></body></html>';

describe('renderLandingDocument', () => {
  const page = renderLandingDocument(appHtml);

  it('puts the landing content in #root, readable without any script', () => {
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const root = doc.getElementById('root')!;
    expect(root.querySelector('[data-static-landing] h1')?.textContent).toBe('Study with focus. Remember for good.');
    expect(root.querySelectorAll('.aayra-flip-card__button[aria-pressed="false"]')).toHaveLength(4);
    expect(root.querySelector('a[href="/login"]')?.textContent).toBe('Sign In');
    expect(root.querySelector('a[href="/register"]')?.textContent).toBe('Start 45-Day Trial');
    expect(root.querySelector('a[href="/help"]')?.textContent).toBe('Help Center');
    // The hero leads in as the header does, for a visitor who reads the pitch first.
    const hero = root.querySelector('section[aria-labelledby="landing-title"]')!;
    expect([...hero.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Start 45-Day Trial', '/register'],
      ['Sign In', '/login'],
    ]);
    expect(root.textContent).toContain('$9.99');
  });

  it('loads no app script itself; the boot script knows the app scripts for other paths', () => {
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.querySelectorAll('script[src]')).toHaveLength(0);
    // The start-up's preloads too: the landing itself fetches no app script.
    expect(doc.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    expect(page).toContain('var srcs=["/main.0123456789.js"]');
    expect(page).toContain('srcs.concat(["/start-up.0123456789.js"]');
    expect(page).toContain('var pages={"/home":["/home-page.0123456789.js"]}');
  });

  // (The test runner blanks CSS text, so this checks where the sheets go; the e2e tests see them applied.)
  it('inlines the stylesheets under the ids the app checks, and sets the theme before the body paints', () => {
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.head.querySelectorAll(`style#${DESIGN_SYSTEM_STYLE_ID}`)).toHaveLength(1);
    // The result cards' flip cards are the study set's, whose rules travel apart.
    expect(doc.head.querySelectorAll(`style#${STUDY_STYLE_ID}`)).toHaveLength(1);
    expect(doc.head.querySelector('style#aayra-landing')?.textContent).toContain('[data-static-landing]{display:none}');
    expect(doc.head.querySelector('script')?.textContent).toContain('aayra.theme');
  });

  it('carries the sign-in page’s frame, as the sign-in area drew it, into the boot script, and none when not given', () => {
    const framed = renderLandingDocument(appHtml, { html: '<h1 class="auth-page__title">Sign In</h1>', css: '.auth-page{display:flex}' });
    const bootScript = new DOMParser().parseFromString(framed, 'text/html').head.querySelectorAll('script')[1]?.textContent ?? '';
    expect(bootScript).toContain('signIn={"html":"\\u003ch1 class=\\"auth-page__title\\">Sign In\\u003c/h1>","css":".auth-page{display:flex}"}');
    expect(page).toContain('signIn=null');
  });

  it('refuses its own output and a page without an empty #root', () => {
    expect(() => renderLandingDocument(page)).toThrow(/already prerendered/);
    expect(() => renderLandingDocument(appHtml.replace('<div id="root"></div>', ''))).toThrow(/no <div id="root">/);
  });
});
