import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { CURRENT_SESSION_KEY, notificationsShown, recordNotificationsAndSound, sessionStatus, tonesPlayed } from './session-flow-support';

const FOCUS = 'Focus time remaining';

/** Errors the page threw or left unhandled, kept for the end of the test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A learner who starts a session from the form, with the focus minutes given, and is on its timer. */
async function startFocus(page: Page, focusMinutes: string): Promise<{ learner: TestLearner; sessionId: string }> {
  const learner = await signUpLearner({ displayname: 'Early Finisher' });
  await recordNotificationsAndSound(page);
  await page.clock.install();
  await signInPage(page, learner);
  await page.goto('/new-session');
  await page.getByLabel('Subject').fill('Chemistry');
  await page.getByLabel('Topic').fill('Acids and bases');
  await page.getByLabel('Focus minutes').fill(focusMinutes);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page).toHaveURL(/\/focus-timer$/);
  await expect(page.getByRole('timer', { name: FOCUS })).toContainText('Running');
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { sessionid: string }, CURRENT_SESSION_KEY);
  return { learner, sessionId: stored.sessionid };
}

async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: FOCUS }).textContent()) ?? '';
  const [, minutes = '0', seconds = '0'] = /(\d+):(\d\d)/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

async function storedDeadline(learner: TestLearner, sessionId: string): Promise<string | null> {
  const { data, error } = await learner.client.from('studysessions').select('timerendsat').eq('sessionid', sessionId).single();
  if (error) throw new Error(error.message);
  return data.timerendsat as string | null;
}

test("I'm done with most of the focus left asks first; Cancel keeps the timer, Finish focus moves on to Upload without the alarm", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const { learner, sessionId } = await startFocus(page, '25');
  await page.clock.fastForward('02:00');
  await expect.poll(() => secondsLeft(page)).toBeLessThanOrEqual(23 * 60);
  const deadline = await storedDeadline(learner, sessionId);
  expect(deadline).not.toBeNull();

  await page.getByRole('button', { name: "I'm done" }).click();
  const ask = page.getByRole('alertdialog', { name: 'Finish focus now?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(/You have 2[23]:\d\d of focus time left\./);
  await expect(ask).toContainText('Your session moves on to Upload, as when the timer ends.');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(violations.map((violation) => violation.id), `the question in the ${theme} theme`).toEqual([]);
  }
  // Focus starts on Cancel: Enter keeps the timer as it was, running.
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('timer', { name: FOCUS })).toContainText('Running');
  const afterCancel = await secondsLeft(page);
  await page.clock.fastForward('01:00');
  await expect.poll(() => secondsLeft(page)).toBeLessThanOrEqual(afterCancel - 60);
  expect(await sessionStatus(learner, sessionId)).toBe('focus_in_progress');
  expect(await storedDeadline(learner, sessionId)).toBe(deadline);

  await page.getByRole('button', { name: "I'm done" }).click();
  await ask.getByRole('button', { name: 'Finish focus' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();
  expect(await sessionStatus(learner, sessionId)).toBe('uploading');
  expect(await storedDeadline(learner, sessionId)).toBeNull();

  // The focus the learner ended rings nothing, then or at its old deadline.
  await page.clock.fastForward('25:00');
  await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();
  expect(await tonesPlayed(page)).toBe(0);
  expect(await notificationsShown(page)).toEqual([]);
  await expect(page.getByText('⏳ 5 minutes left')).toHaveCount(0);
  await expect(page).toHaveTitle('Aayra');
  expect(errors).toEqual([]);
});

test("I'm done with half the focus or less left, even paused, moves on to Upload at once", async ({ page }) => {
  const errors = watchErrors(page);
  const { learner, sessionId } = await startFocus(page, '2');
  await page.clock.fastForward('01:05');
  await expect.poll(() => secondsLeft(page)).toBeLessThanOrEqual(55);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('timer', { name: FOCUS })).toContainText('Paused');

  await page.getByRole('button', { name: "I'm done" }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await sessionStatus(learner, sessionId)).toBe('uploading');
  expect(await tonesPlayed(page)).toBe(0);
  expect(await notificationsShown(page)).toEqual([]);
  expect(errors).toEqual([]);
});
