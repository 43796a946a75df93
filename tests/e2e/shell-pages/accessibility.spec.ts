import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signInPage } from '../../support/learners';
import { test } from '../signed-in';

/** `within` narrows the check to this page's own area when it sits inside the app's bars. */
async function expectNoViolations(page: Page, path: string, theme: 'light' | 'dark', within?: string) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const axe = new AxeBuilder({ page });
  if (within) axe.include(within);
  const { violations } = await axe.analyze();
  const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `${path} in ${theme}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the landing, help and settings pages pass axe in the ${theme} theme`, async ({ page, newLearner }) => {
    test.setTimeout(90_000);
    for (const path of ['/', '/landing', '/help']) await expectNoViolations(page, path, theme);
    await signInPage(page, newLearner);
    await expectNoViolations(page, '/help', theme);
    await expectNoViolations(page, '/settings', theme, 'main');
    // A flipped result card shows the other face: it must pass too.
    await page.goto('/landing');
    await page.getByRole('button', { name: '54% retention' }).click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
}

test.describe(() => {
  test.use({ signedInAs: 'newLearner' });

  test('the pages fit from 360 px to 1440 px wide without sideways scrolling', async ({ page }) => {
    for (const path of ['/landing', '/help', '/settings']) {
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});
