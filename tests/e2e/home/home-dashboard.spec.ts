import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner } from '../../support/learners';
import { addDays, completeSession, databaseToday, makePremium, reviewEntries } from '../reviews/review-fixtures';
import { test } from '../signed-in';

/** Counts the page's calls to the home dashboard from now on. */
function countDashboardCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/get_home_dashboard')) calls.push(request.url());
  });
  return calls;
}

test("Home's Today section names the streak, the week, the reviews due and the next step, from one dashboard call", async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await signUpLearner({ displayname: 'Home Learner' });
  await makePremium(learner);
  await learner.client.from('users').update({ weeklygoal: 20 }).eq('userid', learner.session.user.id);
  const sessions = [];
  for (let n = 1; n <= 6; n += 1) sessions.push(await completeSession(learner.client, { subject: 'Geography', topic: `River ${n}` }));
  // The database's clock cannot be moved from outside: the service role makes the six reviews due,
  // each a day older than the next, so River 1 has waited longest.
  const today = await databaseToday(learner.client);
  for (const [n, session] of sessions.entries()) {
    const [entry] = await reviewEntries(learner.client, session.sessionid);
    await adminClient().from('reviewcycleentries').update({ currentreviewduedate: addDays(today, n - 6) }).eq('entryid', entry!.entryid);
  }
  await signInPage(page, learner);
  const calls = countDashboardCalls(page);
  await page.goto('/home');

  const section = page.getByRole('region', { name: 'Today', exact: true });
  const week = section.getByRole('region', { name: 'This week' });
  await expect(week.getByText('1 day', { exact: true })).toBeVisible();
  await expect(week.getByRole('progressbar', { name: 'Weekly goal' })).toHaveAttribute('aria-valuetext', '6 of 20 completed sessions');

  const due = section.getByRole('region', { name: 'Reviews due today' });
  await expect(due.getByRole('listitem').getByRole('link')).toHaveText([1, 2, 3, 4, 5].map((n) => `Geography - River ${n} #1`));
  await expect(due.getByRole('link', { name: 'See all 6 reviews due' })).toHaveAttribute('href', '/pending-reviews');

  const next = section.getByRole('region', { name: 'Next step' });
  await expect(next.getByRole('link', { name: 'Review Geography - River 1 #1' })).toHaveAttribute('href', `/review/${sessions[0]!.sessionid}`);

  // The four cards are still there, above the section, and all of Home came from one call.
  await expect(page.getByRole('link', { name: /^Pending Reviews 6/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Completed Sessions 6/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Start New Session/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);

  // Each due review opens its review; so does the next step.
  await due.getByRole('link', { name: 'Geography - River 3 #1' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${sessions[2]!.sessionid}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Geography - River 3 #1' })).toBeVisible();
  await page.goBack();
  await next.getByRole('link', { name: 'Review Geography - River 1 #1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geography - River 1 #1' })).toBeVisible();
});

test('a new learner is told nothing is due and to start a session', async ({ page, newLearner }) => {
  await signInPage(page, newLearner);
  await page.goto('/home');

  const section = page.getByRole('region', { name: 'Today', exact: true });
  await expect(section.getByText('No reviews due today.')).toBeVisible();
  await expect(section.getByText('0 days', { exact: true })).toBeVisible();
  await expect(section.getByRole('progressbar', { name: 'Weekly goal' })).toHaveAttribute('aria-valuetext', '0 of 10 completed sessions');
  await section.getByRole('link', { name: 'Start a Session' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Session' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the section sits below the four cards, whole at 360 px and side by side at 1440 px, axe-clean in the ${theme} theme`, async ({ page, reviewDueLearner }) => {
    // One completed session, Oceanography: Currents along very long coastlines, its first review due today.
    const [done] = reviewDueLearner.sessions;
    await signInPage(page, reviewDueLearner);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const section = page.getByRole('region', { name: 'Today', exact: true });
      await expect(section.getByRole('link', { name: done!.sessionname, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Completed Sessions 1/ })).toBeVisible();

      const cards = (await page.getByRole('link', { name: /^Completed Sessions/ }).boundingBox())!;
      expect((await section.boundingBox())!.y, `${width} px`).toBeGreaterThanOrEqual(cards.y + cards.height);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      const parts = await Promise.all(
        ['Next step', 'Reviews due today', 'This week'].map(async (name) => (await section.getByRole('region', { name }).boundingBox())!),
      );
      for (const part of parts) expect(part.x + part.width, `${width} px`).toBeLessThanOrEqual(width);
      // One column on a phone, one row on a desktop.
      expect(new Set(parts.map((part) => Math.round(part.y))).size, `${width} px`).toBe(width === 360 ? 3 : 1);

      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `${width} px`).toEqual([]);
    }
  });
}
