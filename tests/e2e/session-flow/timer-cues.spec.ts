import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { createStudySession, resumeInBrowser } from '../../support/study-sessions';
import { expectAccessible, notificationsShown, recordNotificationsAndSound, tonesPlayed } from './session-flow-support';

const ARM_ALARM = 'Click or press any key to turn on the alarm.';
const FOCUS = 'Focus time remaining';

/** What the page threw or left unhandled, and the browser's complaints about sound. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/AudioContext/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** A learner who starts a 2-minute focus from the form and is on its timer. */
async function startShortFocus(page: Page) {
  const learner = await signUpLearner({ displayname: 'Alarm Learner' });
  await recordNotificationsAndSound(page);
  await page.clock.install();
  await signInPage(page, learner);
  await page.goto('/new-session');
  await page.getByLabel('Subject').fill('Physics');
  await page.getByLabel('Topic').fill('Optics');
  await page.getByLabel('Focus minutes').fill('2');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page).toHaveURL(/\/focus-timer$/);
  await expect(page.getByRole('timer', { name: FOCUS })).toContainText('Running');
  return learner;
}

test('after a reload one click turns the alarm on, and the end of focus rings, notifies and says so in the tab', async ({ page }) => {
  const errors = watchErrors(page);
  await startShortFocus(page);
  // The click on Start Session already allowed sound: nothing to ask.
  await expect(page.getByText(ARM_ALARM)).toHaveCount(0);
  await expect(page).toHaveTitle(/^0[12]:\d\d · Focus · Aayra$/);

  await page.reload();
  await expect(page.getByRole('timer', { name: FOCUS })).toContainText('Running');
  await expect(page.getByRole('status').filter({ hasText: ARM_ALARM })).toBeVisible();
  await expect(page).toHaveTitle(/^0[01]:\d\d · Focus · Aayra$/);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page, `focus timer asking for a click, ${theme}`);
  }
  await page.getByRole('heading', { name: 'Focus Timer' }).click();
  await expect(page.getByText(ARM_ALARM)).toHaveCount(0);

  await page.clock.fastForward('02:01');
  await expect(page).toHaveURL(/\/upload$/);
  await expect.poll(() => tonesPlayed(page)).toBeGreaterThan(0);
  expect(await notificationsShown(page)).toEqual([
    { title: '⏰ Focus time is over', body: 'Physics - Optics #1: add what you studied to get a summary, flashcards and a quiz.' },
  ]);
  await expect(page).toHaveTitle('Focus over · Aayra');
  // The learner back in the tab: the title is the app's again at the first click.
  await page.getByRole('heading', { name: 'Upload' }).click();
  await expect(page).toHaveTitle('Aayra');
  expect(errors).toEqual([]);
});

test('a focus ending before any interaction since a reload is silent, raises no error and still notifies', async ({ page }) => {
  const errors = watchErrors(page);
  await startShortFocus(page);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: ARM_ALARM })).toBeVisible();
  await page.clock.fastForward('02:01');
  await expect(page).toHaveURL(/\/upload$/);
  expect(await notificationsShown(page)).toEqual([expect.objectContaining({ title: '⏰ Focus time is over' })]);
  expect(await tonesPlayed(page)).toBe(0);
  await expect(page).toHaveTitle('Focus over · Aayra');
  expect(errors).toEqual([]);
});

test('pausing or leaving the focus gives the tab its own title back', async ({ page }) => {
  await startShortFocus(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page).toHaveTitle('Aayra');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveTitle(/^0[12]:\d\d · Focus · Aayra$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('alertdialog', { name: 'Discard Session' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Aayra');
});

test('a key turns the alarm on during the break, whose end rings, notifies and says so in the tab', async ({ page }) => {
  const errors = watchErrors(page);
  const learner = await signUpLearner({ displayname: 'Resting Learner' });
  const session = await createStudySession(learner, 'break_in_progress', { subject: 'Geology', topic: 'The mantle' });
  await recordNotificationsAndSound(page);
  await page.clock.install();
  await signInPage(page, learner);
  await resumeInBrowser(page, session);
  await page.goto('/break-timer');
  await expect(page.getByRole('timer', { name: 'Break time remaining' })).toContainText('Running');
  await expect(page).toHaveTitle(/^0[45]:\d\d · Break · Aayra$/);
  await expect(page.getByRole('status').filter({ hasText: ARM_ALARM })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectAccessible(page, `break timer asking for a key, ${theme}`);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByText(ARM_ALARM)).toHaveCount(0);

  await page.clock.fastForward('05:01');
  await expect(page.getByText('Completing session...')).toBeVisible();
  await expect.poll(() => tonesPlayed(page)).toBeGreaterThan(0);
  expect(await notificationsShown(page)).toEqual([{ title: '⏰ Break time is over', body: `${session.sessionname} is complete. Well done!` }]);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Break over · Aayra');
  await page.keyboard.press('Tab');
  await expect(page).toHaveTitle('Aayra');
  expect(errors).toEqual([]);
});

test('Skip Break ends the break without the alarm or a notification', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Skipping Learner' });
  const session = await createStudySession(learner, 'break_in_progress');
  await recordNotificationsAndSound(page);
  await signInPage(page, learner);
  await resumeInBrowser(page, session);
  await page.goto('/break-timer');
  await expect(page).toHaveTitle(/ · Break · Aayra$/);
  await page.getByRole('button', { name: 'Skip Break' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Aayra');
  expect(await tonesPlayed(page)).toBe(0);
  expect(await notificationsShown(page)).toEqual([]);
});
