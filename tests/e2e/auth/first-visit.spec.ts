/**
 * A visitor's first visit to the sign-in page: the page paints the sign-in page (its heading, the
 * form's boxes, nothing to type into) from its own HTML, before any app script has arrived, and
 * the real form takes its place in the same boxes, ready for the keyboard. A learner who is already
 * signed in gets no frame and is sent on to Home.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { box, holdAppScript } from '../../support/first-paint';
import { signInPage, signUpLearner } from '../../support/learners';
import { authPage, loginForm } from './auth-page';

const frame = (page: Page) => page.locator('body > [data-sign-in-frame]');

/** Whether the page's largest paint so far is one of the frame's elements. */
const largestPaintIsTheFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
          resolve(last?.element?.closest('[data-sign-in-frame]') != null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`a first visit to sign in paints the page before any app script, and the form takes its place without a shift (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    const release = await holdAppScript(page);

    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(frame(page).locator('h1')).toHaveText('Sign In');
    await expect(frame(page)).toContainText('Welcome back to Aayra. Sign in to continue your study streak.');
    await expect(frame(page).locator('.aayra-input')).toHaveCount(2);
    // Nothing to type into and lose, and nothing a keyboard or a screen reader could reach.
    await expect(frame(page).locator('input, textarea, select, button, form')).toHaveCount(0);
    await expect(frame(page)).toHaveAttribute('inert', '');
    await expect(frame(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    expect(await largestPaintIsTheFrame(page)).toBe(true);
    const framed = {
      heading: await box(frame(page).locator('h1')),
      email: await box(frame(page).locator('.aayra-input').first()),
      password: await box(frame(page).locator('.aayra-input').last()),
      signIn: await box(frame(page).locator('.aayra-button')),
    };

    release();
    const form = loginForm(page);
    await expect(form.email).toBeVisible();
    await expect(page.locator('[data-sign-in-frame]')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-sign-in-frame');
    // The sign-in page stands exactly where its frame stood.
    expect({
      heading: await box(authPage(page, 'Sign In').getByRole('heading', { level: 1, name: 'Sign In' })),
      email: await box(form.email),
      password: await box(form.password),
      signIn: await box(form.signIn),
    }).toEqual(framed);
    await expectNoAxeViolations(page);

    // The real form answers the keyboard.
    await form.email.focus();
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Tab');
    await expect(form.password).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.alert).toHaveText('Please enter both email and password');
  });
}

test('a learner who is signed in gets no frame of the sign-in page, and is sent on to Home', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Signed In', timezone: 'UTC' });
  await signInPage(page, learner);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-sign-in-frame]')) (window as unknown as { framed: boolean }).framed = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Smarter way to Master more.' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { framed?: boolean }).framed ?? false)).toBe(false);
});
