import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { createStudySession, resumeInBrowser } from '../../support/study-sessions';

const phases = [
  {
    status: 'focus_in_progress',
    page: '/focus-timer',
    title: 'Discard Session',
    message: 'The session will be discarded. This action cannot be undone.',
    after: 'deleted',
  },
  {
    status: 'validating',
    page: '/validation',
    title: 'Exit Session',
    message: 'Do you want to exit? Session will be marked incomplete.',
    after: 'incomplete',
  },
  {
    status: 'break_in_progress',
    page: '/break-timer',
    title: 'Complete Session',
    message: 'Session will be marked complete.',
    after: 'completed',
  },
] as const;

async function statusOf(learner: TestLearner, sessionid: string) {
  const { data } = await learner.client.from('studysessions').select('status').eq('sessionid', sessionid).maybeSingle();
  return data?.status ?? 'deleted';
}

async function pressHome(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
}

for (const phase of phases) {
  test(`leaving a session in ${phase.status}: '${phase.title}', Cancel stays, OK leaves it ${phase.after}`, async ({ page }) => {
    const learner = await signUpLearner();
    const session = await createStudySession(learner, phase.status);
    await signInPage(page, learner);
    await resumeInBrowser(page, session);
    await page.goto(phase.page);

    await pressHome(page);
    const dialog = page.getByRole('alertdialog', { name: phase.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(phase.message);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${phase.page}$`));
    expect(await statusOf(learner, session.sessionid)).toBe(phase.status);

    await pressHome(page);
    await page.getByRole('alertdialog', { name: phase.title }).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => statusOf(learner, session.sessionid)).toBe(phase.after);
    // Nothing is in progress any more, so leaving asks nothing.
    await page.getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
  });
}

/** The bottom bar's Back button. */
async function pressBack(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Back' }).click();
}

/** The guard's question for a session in focus; Cancel keeps the learner on the focus timer. */
async function cancelDiscard(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: 'Discard Session' });
  await expect(dialog).toContainText('The session will be discarded. This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/focus-timer$/);
  await expect(page.getByRole('timer', { name: 'Focus time remaining' })).toBeVisible();
}

test("every way out of the focus timer asks first: the bottom bar's Back, the browser's Back, a link", async ({ page }) => {
  const learner = await signUpLearner();
  await signInPage(page, learner);

  // The learner starts a session from Home: Home, New Session, then the focus timer.
  await page.goto('/home');
  await page.getByRole('link', { name: 'Start New Session' }).click();
  await page.getByLabel('Subject').fill('Geology');
  await page.getByLabel('Topic').fill('The mantle');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page).toHaveURL(/\/focus-timer$/);
  const { data: started } = await learner.client.from('studysessions').select('sessionid, status');
  expect(started).toHaveLength(1);
  const { sessionid } = started![0]!;

  // Back one step would land on New Session, a session screen too: it still leaves the session.
  await pressBack(page);
  await cancelDiscard(page);
  await page.goBack();
  await cancelDiscard(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click();
  await cancelDiscard(page);
  await page.getByRole('link', { name: 'Profile' }).click();
  await cancelDiscard(page);
  expect(await statusOf(learner, sessionid)).toBe('focus_in_progress');

  // Opened again from a bookmark, the page has nothing of the app behind it: Back still asks.
  await page.goto('/focus-timer');
  await expect(page.getByRole('timer', { name: 'Focus time remaining' })).toBeVisible();
  await pressBack(page);
  await cancelDiscard(page);

  // The flow's own moves ask nothing: New Session offers to continue, and Continue Session goes on.
  await page.goto('/new-session');
  await page.getByRole('link', { name: 'Continue Session' }).click();
  await expect(page).toHaveURL(/\/focus-timer$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // OK discards the session, as leaving by Home does.
  await pressBack(page);
  await page.getByRole('alertdialog', { name: 'Discard Session' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => statusOf(learner, sessionid)).toBe('deleted');
  await expect(page.getByRole('link', { name: 'Start New Session' })).toContainText('(0/2 today)');
});

test("the browser's Back from the upload to the finished focus timer leaves the session too", async ({ page }) => {
  const learner = await signUpLearner();
  await page.clock.install();
  await signInPage(page, learner);
  await page.goto('/new-session');
  await page.getByLabel('Subject').fill('Geology');
  await page.getByLabel('Topic').fill('Plates');
  await page.getByLabel('Focus minutes').fill('1');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('timer', { name: 'Focus time remaining' })).toBeVisible();

  // The focus ends and the flow moves on to the upload by itself, asking nothing.
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.goBack();
  const dialog = page.getByRole('alertdialog', { name: 'Discard Session' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();
  const { data } = await learner.client.from('studysessions').select('status');
  expect(data).toEqual([{ status: 'uploading' }]);
});
