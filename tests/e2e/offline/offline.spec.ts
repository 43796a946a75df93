/**
 * Aayra after one online visit, with the network cut: the app opens from what its worker kept,
 * pages show the data saved on this device marked offline, and a due review completed offline is
 * recorded exactly once when the connection returns.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { waitForIdlePreloading } from '../../support/federation';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { queuedCallCount, waitUntilKeptOffline } from '../../support/offline';
import { completeSession, databaseToday, reviewEntries, sampleQuestions } from '../reviews/review-fixtures';
import { workThroughReview } from '../reviews/review-steps';

test.use({ serviceWorkers: 'allow', timezoneId: 'UTC' });

const rightAnswer = (question: string) => {
  const known = sampleQuestions.find((q) => q.question === question)!;
  return known.options[known.correct]!;
};

/** A learner with one completed session whose stage 1 review is due today. */
async function learnerWithDueReview(): Promise<{ learner: TestLearner; sessionid: string; sessionname: string }> {
  const learner = await signUpLearner({ displayname: 'Offline Learner', timezone: 'UTC' });
  const session = await completeSession(learner.client, { subject: 'Geography', topic: 'Deltas', withStudySet: true });
  const [entry] = await reviewEntries(learner.client, session.sessionid);
  await adminClient()
    .from('reviewcycleentries')
    .update({ currentreviewduedate: await databaseToday(learner.client) })
    .eq('entryid', entry!.entryid);
  return { learner, sessionid: session.sessionid, sessionname: session.sessionname };
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

test('after one online visit, /home, /pending-reviews and /completed-sessions reload offline with their saved data, marked offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { learner, sessionname } = await learnerWithDueReview();
  await signInPage(page, learner);
  const pages = [
    { path: '/home', shows: page.getByRole('region', { name: 'Reviews due today' }).getByRole('link', { name: new RegExp(sessionname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }) },
    { path: '/pending-reviews', shows: page.getByRole('article').filter({ hasText: sessionname }) },
    { path: '/completed-sessions', shows: page.getByRole('article').filter({ hasText: sessionname }) },
  ];
  for (const { path, shows } of pages) {
    await page.goto(path);
    await expect(shows.first()).toBeVisible();
  }
  await waitUntilKeptOffline(page);

  // Every page load checks each remote for a new deploy once, when its manifest is asked for.
  const deployChecks: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/offline-files.json')) deployChecks.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await waitForIdlePreloading(page);
  expect(deployChecks.sort()).toEqual(['mf-auth', 'mf-notifications', 'mf-reviews', 'mf-session-flow', 'mf-stats'].map((folder) => `/mf/${folder}/offline-files.json`));

  await context.setOffline(true);
  for (const { path, shows } of pages) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Home' }).first(), path).toBeVisible();
    await expect(shows.first(), path).toBeVisible();
    await expect(offlineNotice(page), path).toBeVisible();
  }
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('a due review completed offline, then a reload, is recorded once when the connection returns', async ({ page, context }) => {
  test.setTimeout(150_000);
  const { learner, sessionid } = await learnerWithDueReview();
  const [due] = await reviewEntries(learner.client, sessionid);
  // Completions the backend answered: a try the network never carried does not count.
  const completions: number[] = [];
  context.on('requestfinished', (request) => {
    if (!request.url().includes('/rest/v1/rpc/complete_review')) return;
    void request.response().then((response) => response && completions.push(response.status()));
  });
  await signInPage(page, learner);
  // The online visit: the review is opened once, so its study set is saved on this device.
  // Home and Pending Reviews are seen too, with the review due.
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Reviews due today' }).getByRole('link')).toHaveCount(1);
  await page.goto('/pending-reviews');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.goto(`/review/${sessionid}`);
  await expect(page.getByText('Stage 1 review is due.', { exact: false })).toBeVisible();
  await waitUntilKeptOffline(page);

  await context.setOffline(true);
  await page.reload();
  await workThroughReview(page, rightAnswer);
  await page.getByRole('button', { name: 'Complete Review' }).click();
  await expect(page.getByText('Saved on this device. Your answers will be sent as soon as Aayra can be reached.')).toBeVisible();
  await page.reload();
  expect(await reviewEntries(learner.client, sessionid)).toEqual([expect.objectContaining({ entryid: due!.entryid, status: 'pending' })]);
  // Done for the learner while it waits to be sent: no list shows it as due any more.
  await page.goto('/pending-reviews');
  await expect(page.getByRole('heading', { name: 'No pending reviews' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Reviews due today' }).getByText('No reviews due today.')).toBeVisible();

  await context.setOffline(false);
  await expect.poll(async () => (await reviewEntries(learner.client, sessionid)).map((entry) => [entry.reviewstage, entry.status]), { timeout: 30_000 })
    .toEqual([[2, 'pending'], [1, 'completed']]);
  // The device forgets the call once the answer is in. A reload before that sends it again, and the
  // database counts it once (send-queued-calls.test.ts: 'the tab closed after sending it').
  await expect.poll(() => queuedCallCount(page)).toBe(0);
  // Another reload and a reconnection later, nothing is sent again.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(completions).toEqual([200]);
  // The answers were recorded once: two questions, two answers for stage 1.
  const { data: answers } = await learner.client.from('quizanswers').select('reviewstage').eq('reviewstage', 1);
  expect(answers).toHaveLength(2);
});

test('with the sign-in expired while offline, the app still opens with the saved data, and renews it once back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { learner, sessionname } = await learnerWithDueReview();
  await signInPage(page, learner);
  await page.goto('/pending-reviews');
  const card = page.getByRole('article').filter({ hasText: sessionname });
  await expect(card).toBeVisible();
  await waitUntilKeptOffline(page);

  await context.setOffline(true);
  // Hours later on a train: the access token has expired and cannot be renewed without a network.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
    const stored = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
  });
  await page.reload();
  await expect(card).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(() => page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
      return (JSON.parse(localStorage.getItem(key)!) as { expires_at: number }).expires_at > Date.now() / 1000;
    }), { timeout: 45_000 })
    .toBe(true);
  await expect(card).toBeVisible();
});

test('a focus timer paused offline stays paused across a reload, and the pause reaches the database once back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const learner = await signUpLearner({ displayname: 'Offline Focus', timezone: 'UTC' });
  await signInPage(page, learner);
  await page.goto('/new-session');
  await page.getByLabel('Subject').fill('Geography');
  await page.getByLabel('Topic').fill('Glaciers');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('timer', { name: 'Focus time remaining' })).toBeVisible();
  await waitUntilKeptOffline(page);
  const row = async () =>
    (await learner.client.from('studysessions').select('status, timerendsat, timerremainingms').single()).data;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  expect(await row()).toMatchObject({ status: 'focus_in_progress', timerremainingms: null });

  await context.setOffline(false);
  // Paused in the database: no deadline, the time that was left kept.
  await expect.poll(async () => (await row())?.timerendsat, { timeout: 45_000 }).toBeNull();
  expect((await row())?.timerremainingms).toBeGreaterThan(24 * 60_000);
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
});
