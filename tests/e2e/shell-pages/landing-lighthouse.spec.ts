/**
 * The landing a visitor opens: Lighthouse's best practices and SEO at 100, and nothing of the app's
 * service worker, which only the app's page registers. (Lighthouse 12 has no PWA category any
 * more; installability is Chromium's own check, in shell/installable.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from '../../support/free-port';

test.use({ serviceWorkers: 'allow' });

test("Lighthouse's best practices and SEO score the landing 100", async ({ playwright, launchOptions, baseURL }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(`${baseURL}/`, { port, output: 'json', logLevel: 'error', onlyCategories: ['best-practices', 'seo'] });
    const lhr = result!.lhr;
    expect(lhr.runtimeError).toBeUndefined();
    const failed = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id);
    expect(failed).toEqual([]);
    expect(lhr.categories['best-practices']?.score).toBe(1);
    // Among them robots.txt, which must be a real file, not the app's page served for any path.
    expect(lhr.categories.seo?.score).toBe(1);
  } finally {
    await browser.close();
  }
});

test("a visitor's landing registers no service worker; the app's page does", async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.active!.scriptURL).pathname))).toEqual(['/sw.js']);
});
