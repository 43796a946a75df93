import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';
import { test } from '../signed-in';

test.use({ signedInAs: 'newLearner' });

type Failure = 'down' | 'not found' | 'throws';

/** Makes one remote unavailable the way deployments fail: unreachable, missing, or broken. */
async function breakRemote(page: Page, folder: string, failure: Failure) {
  const handle = (route: Route) => {
    if (failure === 'down') return route.abort('connectionrefused');
    if (failure === 'not found') return route.fulfill({ status: 404, body: 'Not found' });
    return route.fulfill({ contentType: 'text/javascript', body: "throw new Error('broken deploy');" });
  };
  const file = failure === 'throws' ? 'remoteEntry.js' : 'mf-manifest.json';
  const pattern = `**/mf/${folder}/${file}`;
  await page.route(pattern, handle);
  return () => page.unroute(pattern, handle);
}

async function expectHomeCards(page: Page, { reviews, session }: { reviews: boolean; session: boolean }) {
  const reviewCard = page.getByRole('link', { name: 'Pending Reviews' });
  const sessionCard = page.getByRole('link', { name: /Start New Session/ });
  await (reviews ? expect(reviewCard).toBeVisible() : expect(reviewCard).toHaveCount(0));
  await (session ? expect(sessionCard).toBeVisible() : expect(sessionCard).toHaveCount(0));
}

test('mf-auth down: its page shows the fallback, the rest works, Retry recovers', async ({ page }) => {
  const restore = await breakRemote(page, 'mf-auth', 'down');
  await page.goto('/profile');
  const fallback = page.getByRole('alert', { name: 'Account unavailable' });
  await expect(fallback).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expectHomeCards(page, { reviews: true, session: true });
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(fallback).toBeVisible();
  await restore();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('mf-session-flow missing (404): one notice, the Start New Session frame keeps its title, Retry recovers', async ({ page }) => {
  const restore = await breakRemote(page, 'mf-session-flow', 'not found');
  await page.goto('/home');
  const fallback = page.getByRole('alert', { name: 'Study sessions unavailable' });
  await expect(fallback).toHaveCount(1);
  await expectHomeCards(page, { reviews: true, session: false });
  await expect(page.getByRole('button', { name: /^Start New Session/ })).toBeDisabled();
  await restore();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expectHomeCards(page, { reviews: true, session: true });
  await expect(fallback).toHaveCount(0);
});

test('mf-reviews blocked: its four areas fail as one notice with one Retry, the frames keep their titles and counts, Retry recovers them all', async ({ page }) => {
  // The learner's home once loaded, so Home has its counts.
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^Completed Sessions 0/ })).toBeVisible();
  const restore = await breakRemote(page, 'mf-reviews', 'down');
  await page.reload();
  const notice = page.getByRole('alert', { name: 'Reviews unavailable' });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole('button', { name: 'Retry' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
  await expectHomeCards(page, { reviews: false, session: true });
  for (const title of ['Pending Reviews', 'Incomplete Sessions', 'Completed Sessions']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${title} 0`) })).toBeDisabled();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((violation) => violation.id), `home with a remote down, ${theme} theme`).toEqual([]);
  }
  await restore();
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expectHomeCards(page, { reviews: true, session: true });
  await expect(page.getByRole('link', { name: /^Completed Sessions/ })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('mf-reviews throwing: the same one notice, Retry recovers', async ({ page }) => {
  const restore = await breakRemote(page, 'mf-reviews', 'throws');
  await page.goto('/home');
  const notice = page.getByRole('alert', { name: 'Reviews unavailable' });
  await expect(notice).toHaveCount(1);
  await restore();
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expectHomeCards(page, { reviews: true, session: true });
  await expect(notice).toHaveCount(0);
});

test('mf-stats down: the Study Stats dialog falls back, the home keeps working, Retry recovers', async ({ page }) => {
  const restore = await breakRemote(page, 'mf-stats', 'down');
  await page.goto('/home');
  await page.getByRole('button', { name: 'Aayra: open Study Stats' }).click();
  const fallback = page.getByRole('alert', { name: 'Study Stats unavailable' });
  await expect(fallback).toBeVisible();
  await expectHomeCards(page, { reviews: true, session: true });
  await restore();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Study Stats' })).toBeVisible();
});

test('mf-notifications missing: a notice says reminders are off, pages work, Retry recovers', async ({ page }) => {
  const restore = await breakRemote(page, 'mf-notifications', 'not found');
  await page.goto('/home');
  const notice = page.getByRole('status', { name: 'Notifications unavailable' });
  await expect(notice).toBeVisible();
  await expectHomeCards(page, { reviews: true, session: true });
  await page.getByRole('link', { name: /Start New Session/ }).click();
  await expect(page.getByRole('heading', { name: 'New Session' })).toBeVisible();
  await restore();
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toHaveCount(0);
});
