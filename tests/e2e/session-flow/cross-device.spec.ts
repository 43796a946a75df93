import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { expectAccessible, sessionStatus, studyMaterial } from './session-flow-support';

const FOCUS = 'Focus time remaining';

/** Seconds left on a countdown, read the way the learner reads it (mm:ss). */
async function secondsLeft(page: Page, name: string): Promise<number> {
  const text = (await page.getByRole('timer', { name }).textContent()) ?? '';
  const [, minutes = '0', seconds = '0'] = /(\d+):(\d\d)/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

/** One of the learner's devices: a browser of its own (own storage), signed in as the learner. */
async function device(browser: Browser, learner: TestLearner): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, learner);
  return page;
}

async function startSession(page: Page, subject: string, topic: string) {
  await page.goto('/new-session');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Topic').fill(topic);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page).toHaveURL(/\/focus-timer$/);
  await expect(page.getByRole('timer', { name: FOCUS })).toBeVisible();
}

async function sessionIdOf(learner: TestLearner, sessionname: string): Promise<string> {
  const { data } = await learner.client.from('studysessions').select('sessionid').eq('sessionname', sessionname).single();
  return (data as { sessionid: string }).sessionid;
}

test('a session started on one device is continued on another through upload and validation, and leaving it on one ends it on both', async ({ browser }) => {
  test.setTimeout(150_000);
  const learner = await signUpLearner({ displayname: 'Two Devices' });
  const laptop = await device(browser, learner);
  const phone = await device(browser, learner);
  // The phone's clock can be moved on to the end of the focus; it starts at the real time.
  await phone.clock.install();

  await startSession(laptop, 'Chemistry', 'Bonds');
  const name = 'Chemistry - Bonds #1';
  const sessionId = await sessionIdOf(learner, name);

  // Home on the phone continues it, with its phase and time left.
  await phone.goto('/home');
  const card = phone.getByRole('link', { name: `Continue: ${name}` });
  await expect(card).toContainText(/Focus: \d\d:\d\d left/);
  await expectAccessible(phone, 'continue card');
  await phone.setViewportSize({ width: 1280, height: 720 });
  await card.click();
  await expect(phone).toHaveURL(/\/focus-timer$/);
  // Home, which names the session twice, stays until the focus timer's page has loaded.
  await expect(phone.getByRole('timer', { name: FOCUS })).toBeVisible();
  await expect(phone.getByText(name)).toBeVisible();
  // The same deadline: the same seconds left on both devices.
  const [onLaptop, onPhone] = await Promise.all([secondsLeft(laptop, FOCUS), secondsLeft(phone, FOCUS)]);
  expect(Math.abs(onLaptop - onPhone)).toBeLessThanOrEqual(1);
  // Started a moment ago, not a fresh or spent timer (a loaded machine takes a minute to get here).
  expect(onPhone).toBeGreaterThan(20 * 60);

  // Pausing on the phone pauses the laptop's timer too, at the same time left.
  await phone.getByRole('button', { name: 'Pause' }).click();
  await expect(laptop.getByRole('button', { name: 'Resume' })).toBeVisible();
  expect(Math.abs((await secondsLeft(laptop, FOCUS)) - (await secondsLeft(phone, FOCUS)))).toBeLessThanOrEqual(1);
  await phone.getByRole('button', { name: 'Resume' }).click();
  await expect(laptop.getByRole('button', { name: 'Pause' })).toBeVisible();

  // The focus ends on the phone; the laptop follows the session to its upload.
  await phone.clock.fastForward('25:00');
  await expect(phone).toHaveURL(/\/upload$/);
  await expect.poll(() => sessionStatus(learner, sessionId)).toBe('uploading');
  await expect(laptop).toHaveURL(/\/upload$/);

  await phone.getByRole('textbox', { name: 'Note 1', exact: true }).fill(studyMaterial('biology-photosynthesis'));
  await phone.getByRole('button', { name: 'Submit' }).click();
  await expect(phone).toHaveURL(/\/validation$/, { timeout: 30_000 });
  await expect(phone.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
  await expect(laptop).toHaveURL(/\/validation$/);
  await expect(laptop.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();

  // Exiting on the laptop marks it incomplete; the phone's validation no longer has a session.
  await laptop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await laptop.getByRole('alertdialog', { name: 'Exit Session' }).getByRole('button', { name: 'OK' }).click();
  await expect(laptop).toHaveURL(/\/home$/);
  expect(await sessionStatus(learner, sessionId)).toBe('incomplete');
  await expect(phone.getByText('No session in progress')).toBeVisible();
  await expect(laptop.getByRole('link', { name: /Start New Session/ })).toBeVisible();
});

test('discarding a session in focus on one device clears it on the other', async ({ browser }) => {
  const learner = await signUpLearner({ displayname: 'Discarding Learner' });
  const laptop = await device(browser, learner);
  const phone = await device(browser, learner);
  await startSession(laptop, 'Physics', 'Waves');
  await phone.goto('/home');
  await expect(phone.getByRole('link', { name: 'Continue: Physics - Waves #1' })).toBeVisible();

  await laptop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await laptop.getByRole('alertdialog', { name: 'Discard Session' }).getByRole('button', { name: 'OK' }).click();
  await expect(laptop).toHaveURL(/\/home$/);

  // The phone, left on Home, shows the card to start a session again.
  await expect(phone.getByRole('link', { name: /Start New Session/ })).toContainText('(0/2 today)');
  await expect(phone.getByRole('link', { name: /^Continue:/ })).toHaveCount(0);
  await phone.goto('/focus-timer');
  await expect(phone.getByText(/^No session in progress/)).toBeVisible();
});

test('a session whose tab was closed in focus is there to continue a day later', async ({ browser }) => {
  const learner = await signUpLearner({ displayname: 'Forgetful Learner' });
  const laptop = await device(browser, learner);
  await startSession(laptop, 'History', 'Rome');
  await laptop.context().close();

  const nextDay = await device(browser, learner);
  await nextDay.clock.install({ time: Date.now() + 24 * 60 * 60_000 });
  await nextDay.goto('/home');
  const card = nextDay.getByRole('link', { name: 'Continue: History - Rome #1' });
  await expect(card).toContainText("Focus: time's up, add what you studied");
  await card.click();
  // Its focus time is long over: the session moves on to its upload.
  await expect(nextDay).toHaveURL(/\/upload$/);
  await expect(nextDay.getByText('History - Rome #1: add what you studied')).toBeVisible();
  expect(await sessionStatus(learner, await sessionIdOf(learner, 'History - Rome #1'))).toBe('uploading');
});
