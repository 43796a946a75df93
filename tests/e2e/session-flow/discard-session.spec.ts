import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import {
  cacheCurrentSession,
  CURRENT_SESSION_KEY,
  generateStudySetThroughApi,
  moveSessionThroughApi,
  sessionStatus,
  startSessionThroughApi,
  studyMaterial,
  utcDate,
  type ApiSession,
} from './session-flow-support';

const history = studyMaterial('history-first-world-war');

/** A learner with one session already in the given phase, cached in the browser as the current one. */
async function learnerInPhase(page: Page, phase: 'focus_in_progress' | 'uploading' | 'validating' | 'break_in_progress') {
  const learner = await signUpLearner({ displayname: 'Leaving Learner' });
  const session = await startSessionThroughApi(learner);
  if (phase !== 'focus_in_progress') await moveSessionThroughApi(learner, session.sessionid, 'uploading');
  if (phase === 'validating' || phase === 'break_in_progress') await generateStudySetThroughApi(learner, session.sessionid, history);
  if (phase === 'break_in_progress') await moveSessionThroughApi(learner, session.sessionid, 'break_in_progress');
  await signInPage(page, learner);
  return { learner, session };
}

async function leaveBy(page: Page, dialogTitle: string, message: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const dialog = page.getByRole('alertdialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

async function cachedSession(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CURRENT_SESSION_KEY);
}

async function reviewEntries(learner: TestLearner, session: ApiSession) {
  const { data } = await learner.client.from('reviewcycleentries').select('reviewstage, currentreviewduedate').eq('sessionid', session.sessionid);
  return data;
}

test('discarding during focus deletes the session; Cancel keeps it', async ({ page }) => {
  const { learner, session } = await learnerInPhase(page, 'focus_in_progress');
  await cacheCurrentSession(page, session, 'focus_in_progress');
  await page.goto('/focus-timer');
  await expect(page.getByRole('timer', { name: 'Focus time remaining' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('alertdialog', { name: 'Discard Session' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/focus-timer$/);
  expect(await sessionStatus(learner, session.sessionid)).toBe('focus_in_progress');

  await leaveBy(page, 'Discard Session', 'The session will be discarded. This action cannot be undone.');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sessionStatus(learner, session.sessionid)).toBeNull();
  expect(await cachedSession(page)).toBeNull();
});

test('discarding during upload deletes the session', async ({ page }) => {
  const { learner, session } = await learnerInPhase(page, 'uploading');
  await cacheCurrentSession(page, session, 'uploading');
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();
  await leaveBy(page, 'Discard Session', 'The session will be discarded. This action cannot be undone.');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sessionStatus(learner, session.sessionid)).toBeNull();
});

test('leaving during validation marks the session incomplete', async ({ page }) => {
  const { learner, session } = await learnerInPhase(page, 'validating');
  await cacheCurrentSession(page, session, 'validating');
  await page.goto('/validation');
  await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
  await leaveBy(page, 'Exit Session', 'Do you want to exit? Session will be marked incomplete.');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sessionStatus(learner, session.sessionid)).toBe('incomplete');
  expect(await reviewEntries(learner, session)).toEqual([]);
});

test('leaving during the break completes the session and schedules its first review', async ({ page }) => {
  const { learner, session } = await learnerInPhase(page, 'break_in_progress');
  await cacheCurrentSession(page, session, 'break_in_progress');
  await page.goto('/break-timer');
  await expect(page.getByRole('timer', { name: 'Break time remaining' })).toBeVisible();
  await leaveBy(page, 'Complete Session', 'Session will be marked complete.');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sessionStatus(learner, session.sessionid)).toBe('completed');
  expect(await reviewEntries(learner, session)).toEqual([{ reviewstage: 1, currentreviewduedate: utcDate(1) }]);
});

test('leaving a review resumed in validation goes back to the pending reviews, changing nothing', async ({ page }) => {
  const { learner, session } = await learnerInPhase(page, 'validating');
  await cacheCurrentSession(page, session, 'validating', 2);
  await page.goto('/validation');
  await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
  await leaveBy(page, 'Exit Session', 'Do you want to exit? Session will be marked incomplete.');
  await expect(page).toHaveURL(/\/pending-reviews$/);
  expect(await sessionStatus(learner, session.sessionid)).toBe('validating');
});

test('a session completed on another device ends here too, and leaving then asks nothing', async ({ page }) => {
  const { learner, session } = await learnerInPhase(page, 'validating');
  await cacheCurrentSession(page, session, 'validating');
  await page.goto('/validation');
  await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
  // Another device finished it meanwhile.
  await moveSessionThroughApi(learner, session.sessionid, 'break_in_progress');
  await moveSessionThroughApi(learner, session.sessionid, 'completed');
  await expect(page.getByText('No session in progress')).toBeVisible();
  expect(await cachedSession(page)).toBeNull();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await sessionStatus(learner, session.sessionid)).toBe('completed');
});
