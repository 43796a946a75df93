/**
 * A learner's first visit to Home on this device: the page paints Home's frame (the bars and the
 * tagline, no figure) from its own HTML, before any app script has arrived, and the app takes its
 * place once the cards show their figures, with nothing moving. A visitor gets no frame.
 */
import { expect, test, type Page } from '@playwright/test';
import { box, holdAppScript } from '../../support/first-paint';
import { signInPage, signUpLearner } from '../../support/learners';

const frame = (page: Page) => page.locator('body > [data-home-snapshot="frame"]');

test('a first visit paints Home’s frame before any app script, and the app takes its place without a shift', async ({ page }) => {
  test.setTimeout(90_000);
  const learner = await signUpLearner({ displayname: 'First Visit', timezone: 'UTC' });
  await signInPage(page, learner);
  const release = await holdAppScript(page);

  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  await expect(frame(page).locator('h1')).toHaveText('The Smarter way to Master more.');
  await expect(frame(page).locator('.top-bar')).toBeVisible();
  await expect(frame(page).locator('.bottom-bar')).toBeVisible();
  // Nothing of the learner's yet, and nothing a keyboard or a screen reader could reach.
  await expect(frame(page)).not.toContainText(/\d/);
  await expect(frame(page)).toHaveAttribute('inert', '');
  await expect(frame(page)).toHaveAttribute('aria-hidden', 'true');
  const framed = { tagline: await box(frame(page).locator('h1')), topBar: await box(frame(page).locator('.top-bar')), bottomBar: await box(frame(page).locator('.bottom-bar')) };

  release();
  await expect(page.getByRole('link', { name: /^Completed Sessions 0/ })).toBeVisible();
  await expect(page.locator('[data-home-snapshot]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-home-snapshot');
  // The app's Home stands exactly where the frame stood.
  expect({
    tagline: await box(page.getByRole('heading', { level: 1, name: 'The Smarter way to Master more.' })),
    topBar: await box(page.locator('.top-bar')),
    bottomBar: await box(page.getByRole('navigation', { name: 'Main' })),
  }).toEqual(framed);
  await expect(page.getByTestId('display-name')).toHaveText('First Visit');
});

test('a visitor who is not signed in gets no frame of Home, and is asked to sign in', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-home-snapshot]')) (window as unknown as { framed: boolean }).framed = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (window as unknown as { framed?: boolean }).framed ?? false)).toBe(false);
});
