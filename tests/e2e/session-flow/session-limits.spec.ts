import { expect, test } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { startSessionThroughApi } from './session-flow-support';

const TODAY_LIMIT = 'Session limit reached for today';

test('the third session of a day on the free plan is refused, by the API and in the app', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Limit Learner' });
  await startSessionThroughApi(learner, 'Economics', 'Inflation');
  await signInPage(page, learner);

  // The page is opened while one slot is still free...
  await page.goto('/new-session');
  await expect(page.getByRole('heading', { name: 'New Session' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeEnabled();

  // ...then the second session starts elsewhere, so only the database can refuse the third.
  await startSessionThroughApi(learner, 'Economics', 'Inflation');
  const direct = await learner.client.from('studysessions').insert({ subjectname: 'Economics', topicname: 'Deflation' });
  expect(direct.error?.message).toBe(TODAY_LIMIT);

  await page.getByLabel('Subject').fill('Economics');
  await page.getByLabel('Topic').fill('Deflation');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('alert')).toHaveText(TODAY_LIMIT);
  await expect(page).toHaveURL(/\/new-session$/);

  const { data: sessions } = await learner.client.from('studysessions').select('sessionname').order('sequencenumber');
  expect(sessions?.map((session) => session.sessionname)).toEqual(['Economics - Inflation #1', 'Economics - Inflation #2']);

  // Home shows the limit before the learner tries, and the card cannot be used.
  await page.goto('/home');
  const card = page.getByRole('button', { name: /Start New Session/ });
  await expect(card).toContainText(TODAY_LIMIT);
  await expect(card).toBeDisabled();
  await page.goto('/new-session');
  await expect(page.getByRole('alert')).toHaveText(TODAY_LIMIT);
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeDisabled();
});

test('a limit check that fails says so and starts nothing', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Offline Learner' });
  await signInPage(page, learner);
  await page.route('**/rest/v1/rpc/get_home_dashboard*', (route) => route.fulfill({ status: 503, body: '{"message":"unavailable"}' }));
  await page.route('**/rest/v1/studysessions*', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );

  await page.goto('/home');
  // A server error is retried twice (query defaults) before the card gives up.
  await expect(page.getByRole('link', { name: /Start New Session/ })).toContainText('Failed to check session limits', { timeout: 15_000 });

  await page.goto('/new-session');
  await page.getByLabel('Subject').fill('Physics');
  await page.getByLabel('Topic').fill('Motion');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to check session limits');
  await expect(page).toHaveURL(/\/new-session$/);
  const { count } = await learner.client.from('studysessions').select('*', { count: 'exact', head: true });
  expect(count).toBe(0);
});

test('bad input gets a clear message and starts nothing', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Careful Learner' });
  await signInPage(page, learner);
  await page.goto('/new-session');
  await page.getByLabel('Focus minutes').fill('0');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Enter a subject of 1 to 100 characters.')).toBeVisible();
  await expect(page.getByText('Enter a topic of 1 to 100 characters.')).toBeVisible();
  await expect(page.getByText('Focus time must be a whole number of minutes from 1 to 180.')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  const { count } = await learner.client.from('studysessions').select('*', { count: 'exact', head: true });
  expect(count).toBe(0);
});
