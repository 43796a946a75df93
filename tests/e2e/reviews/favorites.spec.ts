import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { completeSession, makePremium } from './review-fixtures';

/** The heart changes at once; a reload must wait for the save, or it would cancel it. */
function savedFavorite(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes('/rest/v1/studysessions') && response.request().method() === 'PATCH',
  );
}

test('favorites survive a reload and /favorites lists one older than the latest 50', async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await signUpLearner({ displayname: 'Collector' });
  await makePremium(learner);
  const oldest = await completeSession(learner.client, { subject: 'Chemistry', topic: 'Bonds' });
  // Marked while it was still recent; 50 newer sessions push it off the completed list.
  await learner.client.from('studysessions').update({ isfavorite: true }).eq('sessionid', oldest.sessionid);
  for (let batch = 0; batch < 10; batch += 1) {
    await Promise.all(
      Array.from({ length: 5 }, () => completeSession(learner.client, { subject: 'Chemistry', topic: 'Acids' })),
    );
  }
  await signInPage(page, learner);

  await page.goto('/completed-sessions');
  const chemistry = page.getByRole('region', { name: 'Chemistry, 50 sessions' });
  await expect(chemistry.getByRole('article')).toHaveCount(50);
  await expect(page.getByText(oldest.sessionname, { exact: true })).toHaveCount(0);

  const newest = chemistry.getByRole('article').first();
  const newestName = (await newest.getByRole('heading').textContent())!;
  const heart = newest.getByRole('button', { name: `Favorite ${newestName}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const saved = savedFavorite(page);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('button', { name: `Favorite ${newestName}` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorites');
  const favorites = page.getByRole('list', { name: 'Favorite sessions' });
  await expect(favorites.getByRole('article')).toHaveCount(2);
  await expect(favorites.getByRole('link', { name: newestName })).toBeVisible();
  await expect(favorites.getByRole('link', { name: oldest.sessionname })).toBeVisible();

  const unsaved = savedFavorite(page);
  await favorites.getByRole('button', { name: `Favorite ${oldest.sessionname}` }).click();
  await expect(favorites.getByRole('article')).toHaveCount(1);
  expect((await unsaved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Favorite sessions' }).getByRole('article')).toHaveCount(1);
  await expect(page.getByText(oldest.sessionname, { exact: true })).toHaveCount(0);
});

test('a heart the database refuses is put back, with a message', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Offline Learner' });
  const session = await completeSession(learner.client, { subject: 'Music', topic: 'Scales' });
  await signInPage(page, learner);
  await page.goto('/completed-sessions');
  const heart = page.getByRole('button', { name: `Favorite ${session.sessionname}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await page.route(/\/rest\/v1\/studysessions/, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
      : route.fallback(),
  );
  await heart.click();
  await expect(page.getByText(`Could not update the favorite for ${session.sessionname}. Please try again.`)).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const { data } = await learner.client.from('studysessions').select('isfavorite').eq('sessionid', session.sessionid).single();
  expect(data?.isfavorite).toBe(false);
});
