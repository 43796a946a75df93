/**
 * The Link tab of /upload in Chromium against the real backend: the read-study-link function
 * fetches pages from a page server on 127.0.0.1 that stands in for websites (the end-to-end
 * backend allows loopback and gives up on a page after 2 s; tests/support/serve-e2e.mjs).
 */
import { expect, test, type Page } from '@playwright/test';
import { wordCount } from '../../../mf-session-flow/src/features/upload/material-rules.ts';
import { OFFLINE } from '../../../mf-session-flow/src/features/upload/api/link-messages.ts';
import { PRIVATE_ADDRESS_MESSAGE } from '../../../supabase/functions/_shared/study-link/study-link-error.ts';
import type { TestLearner } from '../../support/learners';
import { startWebsiteStandIn, type WebsiteStandIn } from '../../support/website-stand-in';
import { expectAccessible } from './session-flow-support';
import { openUpload, storedMaterials } from './upload-files-support';

const TITLE = 'How Volcanoes Form';
const PARAGRAPHS = [
  'Volcanoes form where molten rock called magma rises through cracks in the crust and erupts at the surface.',
  'Most volcanoes sit along the edges of tectonic plates, where one plate sinks beneath another or two plates pull apart.',
  'Shield volcanoes such as those of Hawaii are built from runny basalt lava that flows a long way before it cools.',
  'Stratovolcanoes are steeper, because thick lava and layers of ash build them up around a single vent over many eruptions.',
];
// Words that appear only in the page's navigation, banner, sidebar and footer.
const SITE_CHROME = ['Newsletter', 'Shop', 'Privacy policy', 'Most read', 'Geography Weekly'];
const ARTICLE_PAGE = `<!doctype html><html lang="en"><head><title>${TITLE}</title></head><body>
<header><nav><a href="/">Home</a> <a href="/newsletter">Newsletter</a> <a href="/shop">Shop</a></nav></header>
<main><article><h1>${TITLE}</h1>
${PARAGRAPHS.map((paragraph) => `<p>${paragraph} Geologists watch the ground for swelling and small earthquakes, which often come before an eruption.</p>`).join('\n')}
</article></main>
<aside><h2>Most read</h2><a href="/tides">Why the tides turn</a></aside>
<footer>Geography Weekly 2026. <a href="/privacy">Privacy policy</a></footer>
</body></html>`;
// A long link, as copied from a browser, must wrap rather than widen the page on a phone.
const RIVERS = '/rivers.txt?unit=year-nine-geography-rivers-and-coasts-lesson-three-meanders-and-oxbow-lakes';
const PLAIN_NOTES = 'Rivers carve valleys over thousands of years. Meanders form where water flows faster on the outside of a bend and wears the bank away.';

let site: WebsiteStandIn;
let origin: string;
let requested: string[];

test.beforeAll(async () => {
  site = await startWebsiteStandIn({
    // A moment's wait, as a real website takes, so the reading state can be seen.
    '/volcanoes': { body: ARTICLE_PAGE, delayMs: 600 },
    '/rivers.txt': { contentType: 'text/plain; charset=utf-8', body: PLAIN_NOTES },
    '/to-metadata': { redirectTo: 'http://169.254.169.254/latest/meta-data/' },
    '/slow': { contentType: 'text/html', body: ARTICLE_PAGE, delayMs: 5_000 },
    '/handout.pdf': { contentType: 'application/pdf', body: '%PDF-1.7\n' },
  });
  ({ origin, requested } = site);
});

test.afterAll(() => site.close());

function openLinkTab(page: Page) {
  return openUpload(page, 'Geography', 'Volcanoes', { tab: 'Link' });
}

function storedLinks(learner: TestLearner, sessionId: string) {
  return storedMaterials<{ kind: string; title: string; content: string; sourceurl: string }>(
    learner,
    sessionId,
    'link',
    'kind, title, content, sourceurl',
  );
}

test("a page's readable text, without its navigation and footer, is shown with its title and stored as the session's material", async ({ page }) => {
  const { learner, sessionId } = await openLinkTab(page);
  const field = page.getByLabel('Link to a page');
  await field.fill(`${origin}/volcanoes`);
  await field.press('Enter');
  await expect(page.getByRole('progressbar', { name: 'Reading the page...' })).toBeVisible();

  const item = page.getByRole('article', { name: TITLE });
  await expect(item).toBeVisible();
  await expect(item.getByText(`${origin}/volcanoes`)).toBeVisible();
  await expect(item.getByText(/^\d+ words to study$/)).toBeVisible();
  await expect(item.locator('.sf-material__excerpt')).toContainText(PARAGRAPHS[0]!);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(field).toHaveValue('');

  const [stored] = await storedLinks(learner, sessionId);
  expect(stored).toMatchObject({ kind: 'link', title: TITLE, sourceurl: `${origin}/volcanoes` });
  for (const paragraph of PARAGRAPHS) expect(stored!.content).toContain(paragraph);
  for (const words of SITE_CHROME) expect(stored!.content).not.toContain(words);
  await expect(item.getByText(`${wordCount(stored!.content)} words to study`)).toBeVisible();

  // Several links: a plain-text page is added after it, with the button.
  await field.fill(`${origin}${RIVERS}`);
  await page.getByRole('button', { name: 'Read page' }).click();
  await expect(page.getByRole('article', { name: 'rivers.txt' })).toContainText('Rivers carve valleys');

  await expectAccessible(page, 'the Link tab with two links');

  // Both survive a reload, in the order they were added.
  await page.reload();
  await page.getByRole('tab', { name: 'Link' }).click();
  await expect(page.getByRole('article', { name: TITLE })).toContainText(PARAGRAPHS[0]!);
  await expect(page.getByRole('article', { name: 'rivers.txt' })).toBeVisible();

  // Removing one takes it out of the session's material.
  await page.getByRole('button', { name: `Remove ${TITLE}` }).click();
  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
  expect((await storedLinks(learner, sessionId)).map((link) => link.sourceurl)).toEqual([`${origin}${RIVERS}`]);
});

test('links Aayra will not read get their own message next to the link, which stays typed, and nothing is stored', async ({ page }) => {
  test.setTimeout(90_000);
  const { learner, sessionId } = await openLinkTab(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/read-study-link') && request.method() === 'POST') reads.push(request.postData() ?? '');
  });
  const field = page.getByLabel('Link to a page');

  async function refused(url: string, message: string) {
    await field.fill(url);
    await page.getByRole('button', { name: 'Read page' }).click();
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveValue(url);
  }

  // Not a web link: refused in the page, nothing sent.
  await refused('ftp://files.example.org/volcanoes.txt', 'Aayra reads only http:// and https:// links; this one starts with ftp:');
  await refused('volcanoes.example.org/ash', 'Add http:// or https:// at the start of the link.');
  expect(reads).toEqual([]);

  await refused('http://10.0.0.1/', PRIVATE_ADDRESS_MESSAGE);
  await refused('http://169.254.169.254/latest/meta-data/', PRIVATE_ADDRESS_MESSAGE);
  // A public-looking page that redirects to the metadata address: fetched, then refused at the redirect.
  const before = requested.filter((path) => path === '/to-metadata').length;
  await refused(`${origin}/to-metadata`, PRIVATE_ADDRESS_MESSAGE);
  expect(requested.filter((path) => path === '/to-metadata')).toHaveLength(before + 1);
  await refused(`${origin}/slow`, 'This page took longer than 2 seconds to load, so Aayra stopped waiting.');
  await refused(`${origin}/handout.pdf`, 'This link leads to content of type application/pdf; only web pages and plain text can be read.');
  expect(reads).toHaveLength(5);

  await expect(page.getByRole('article')).toHaveCount(0);
  expect(await storedLinks(learner, sessionId)).toEqual([]);
  await expectAccessible(page, 'the Link tab with a refused link');

  // Correcting the link clears the message; the page still reads a good link afterwards.
  await field.fill(`${origin}/volcanoes`);
  await expect(field).not.toHaveAccessibleDescription(/./);
  await field.press('Enter');
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
});

test('offline, a good link is not blamed: the learner is told to connect, and the link is read once back online', async ({ page, context }) => {
  const { learner, sessionId } = await openLinkTab(page);
  const field = page.getByLabel('Link to a page');
  const link = `${origin}${RIVERS}`;
  await field.fill(link);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Read page' }).click();
  await expect(field).toHaveAccessibleDescription(OFFLINE);
  await expect(field).not.toHaveAccessibleDescription(/check the link/);
  await expect(field).toHaveValue(link);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Read page' }).click();
  await expect.poll(async () => (await storedLinks(learner, sessionId)).length).toBe(1);
});
