import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { createStudySession, resumeInBrowser } from '../../support/study-sessions';
import { CURRENT_SESSION_KEY, sessionStatus } from './session-flow-support';

type WatchedPage = Window & { aayraBreakPage: string[] };

/** Keeps every text the break page's main area shows from now on, until the learner is elsewhere. */
async function watchBreakPage(page: Page) {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as WatchedPage).aayraBreakPage = shown;
    const keep = () => {
      const text = document.querySelector('main')?.textContent ?? '';
      if (window.location.pathname === '/break-timer' && text !== shown.at(-1)) shown.push(text);
    };
    keep();
    new MutationObserver(keep).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** What the break page showed while it completed the session, up to the move Home. */
async function whileCompleting(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => (window as unknown as WatchedPage).aayraBreakPage);
  return shown.filter((text) => text.includes('Completing session...'));
}

/** A learner on the break of a session, on this device. */
async function learnerOnBreak(page: Page) {
  const learner = await signUpLearner({ displayname: 'Resting Learner' });
  const session = await createStudySession(learner, 'break_in_progress', { subject: 'Geology', topic: 'The mantle' });
  await signInPage(page, learner);
  await resumeInBrowser(page, session);
  await page.goto('/break-timer');
  await expect(page.getByText(`${session.sessionname}: rest before your next session.`)).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Break time remaining' })).toBeVisible();
  return { learner, session };
}

async function expectOnlyCompletingUntilHome(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Completing session...' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const completing = await whileCompleting(page);
  expect(completing.length, 'the page said it was completing the session').toBeGreaterThan(0);
  for (const text of completing) {
    expect(text).not.toContain('No session in progress');
    expect(text).not.toContain('rest before your next session');
    expect(text).not.toContain('Skip Break');
  }
  const shown = await page.evaluate(() => (window as unknown as WatchedPage).aayraBreakPage);
  expect(shown.filter((text) => text.includes('No session in progress'))).toEqual([]);
}

test('Skip Break says only "Completing session..." until the learner is Home', async ({ page }) => {
  const { learner, session } = await learnerOnBreak(page);
  await watchBreakPage(page);
  await page.getByRole('button', { name: 'Skip Break' }).click();
  await expectOnlyCompletingUntilHome(page);
  expect(await sessionStatus(learner, session.sessionid)).toBe('completed');
  expect(await page.evaluate((key) => localStorage.getItem(key), CURRENT_SESSION_KEY)).toBe('null');
  await expect(page.getByRole('link', { name: /^Completed Sessions/ })).toContainText('1');
});

test('the end of the break says only "Completing session..." until the learner is Home', async ({ page }) => {
  await page.clock.install();
  const { learner, session } = await learnerOnBreak(page);
  await watchBreakPage(page);
  await page.clock.fastForward('05:01');
  await expectOnlyCompletingUntilHome(page);
  expect(await sessionStatus(learner, session.sessionid)).toBe('completed');
});
