import { expect, test, type Locator } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { createStudySession } from '../../support/study-sessions';
import { expectAccessible } from './session-flow-support';

const TODAY_LIMIT = 'Session limit reached for today';

test('the third session of a day on the free plan is refused by the API, and the open app learns the limit at once', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Limit Learner' });
  // Sessions finished elsewhere still count; one in progress would be continued instead.
  await createStudySession(learner, 'completed', { subject: 'Economics', topic: 'Inflation' });
  await signInPage(page, learner);

  // The page is opened while one slot is still free...
  await page.goto('/new-session');
  await expect(page.getByRole('heading', { name: 'New Session' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeEnabled();
  await page.getByLabel('Subject').fill('Economics');
  await page.getByLabel('Topic').fill('Deflation');

  // ...then the second session is made on another device: the database refuses a third...
  await createStudySession(learner, 'completed', { subject: 'Economics', topic: 'Inflation' });
  const direct = await learner.client.from('studysessions').insert({ subjectname: 'Economics', topicname: 'Deflation' });
  expect(direct.error?.message).toBe(TODAY_LIMIT);

  // ...and the open page hears of it without a reload: the limit shows and the form is disabled.
  await expect(page.getByRole('alert')).toHaveText(TODAY_LIMIT);
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeDisabled();
  await expect(page.getByLabel('Topic')).toBeDisabled();
  await expect(page.getByLabel('Topic')).toHaveValue('Deflation');

  const { data: sessions } = await learner.client.from('studysessions').select('sessionname').order('sequencenumber');
  expect(sessions?.map((session) => session.sessionname)).toEqual(['Economics - Inflation #1', 'Economics - Inflation #2']);

  // Home shows the limit before the learner tries, and the card cannot be used.
  await page.goto('/home');
  const card = page.getByRole('button', { name: /Start New Session/ });
  await expect(card).toContainText(TODAY_LIMIT);
  await expect(card).toBeDisabled();
});

/** The learner's calendar day, `days` from today, in its own time zone (YYYY-MM-DD). */
function dayIn(timeZone: string, days: number): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [year = 1970, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days));
}

test('at the daily limit the card and /new-session say when it resets in the learner\'s time zone, and lead to the upgrade', async ({ page }) => {
  // Four axe scans, two pages: more than a minute when the whole suite loads the machine.
  test.setTimeout(120_000);
  // Fourteen hours ahead of UTC: its "tomorrow" is not the server's.
  const timezone = 'Pacific/Kiritimati';
  const learner = await signUpLearner({ displayname: 'Limit Learner', timezone });
  await createStudySession(learner, 'completed', { subject: 'Economics', topic: 'Inflation' });
  await createStudySession(learner, 'completed', { subject: 'Economics', topic: 'Inflation' });
  await signInPage(page, learner);
  const tomorrow = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(dayIn(timezone, 1));
  const resets = `Resets tomorrow (${tomorrow}) at midnight, ${timezone} time.`;

  await page.goto('/home');
  const card = page.getByRole('button', { name: /Start New Session/ });
  await expect(card).toContainText(`${TODAY_LIMIT}. ${resets}`);
  await expect(card).toBeDisabled();
  // Unavailable is shown by more than its colour: an icon beside the title.
  await expect(card.locator('.aayra-link-card__icon svg')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page, `limit card, ${theme} theme`);
  }

  // Opened anyway (a bookmark, say): nothing can be typed or started, and the page says why first.
  await page.goto('/new-session');
  const limit = page.getByRole('alert');
  await expect(limit).toHaveText(TODAY_LIMIT);
  await expect(page.getByText(resets)).toBeVisible();
  const fields = ['Subject', 'Topic', 'Focus minutes', 'Break minutes'].map((name) => page.getByLabel(name));
  for (const field of fields) {
    await expect(field).toBeDisabled();
    await expect(field).not.toBeEditable();
  }
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeDisabled();
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  const formTop = await top(fields[0]!);
  expect(await top(limit), 'the limit above the form').toBeLessThan(formTop);
  expect(await top(page.getByText(resets)), 'when it resets, above the form').toBeLessThan(formTop);
  await page.getByLabel('Subject').click({ force: true });
  await page.keyboard.type('Economics');
  await expect(page.getByLabel('Subject')).toHaveValue('');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page, `new session at the limit, ${theme} theme`);
  }
  await page.getByRole('link', { name: 'Upgrade to Premium in Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: /Upgrade to Premium/ })).toBeVisible();
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
