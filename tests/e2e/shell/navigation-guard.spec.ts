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
