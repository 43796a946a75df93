/**
 * A due review the learner never opened online still opens offline: once Home has listed it, its
 * study set is kept on the device. A review that is not kept says so plainly, with the way back Home.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner } from '../../support/learners';
import { waitUntilKeptOffline } from '../../support/offline';
import { completeSession, databaseToday, makePremium, reviewEntries, sampleQuestions } from '../reviews/review-fixtures';
import { workThroughReview } from '../reviews/review-steps';

test.use({ serviceWorkers: 'allow', timezoneId: 'UTC' });

const NOT_ON_DEVICE = "This review isn't saved on this device yet. Connect to the internet to open it.";

const rightAnswer = (question: string) => {
  const known = sampleQuestions.find((q) => q.question === question)!;
  return known.options[known.correct]!;
};

/** The sessions whose review page data is in the query cache saved on this device (IndexedDB). */
function reviewsKeptOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that is not there would create it empty, under the app's feet.
    if (!(await indexedDB.databases()).some((database) => database.name === 'aayra-cache')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('aayra-cache');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('queries')) {
          database.close();
          return resolve([]);
        }
        const reading = database.transaction('queries').objectStore('queries').get('saved-queries');
        reading.onerror = () => reject(reading.error);
        reading.onsuccess = () => {
          database.close();
          const saved = reading.result as { cache: string } | undefined;
          if (!saved) return resolve([]);
          const { clientState } = JSON.parse(saved.cache) as { clientState: { queries: { queryKey: unknown[] }[] } };
          resolve(
            clientState.queries
              .filter(({ queryKey }) => queryKey[0] === 'mf-reviews' && queryKey[1] === 'review-session')
              .map(({ queryKey }) => String(queryKey[3])),
          );
        };
      };
    });
  });
}

/** No axe violation in the page's main area, in the light and the dark theme. */
async function expectAccessibleInBothThemes(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(found, `${label}, ${theme}`).toEqual([]);
  }
}

test('a due review never opened online plays offline after Home listed it; one not kept says so plainly', async ({ page, context }) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // Two reviews due today, and a third session whose review is not due yet.
  const learner = await signUpLearner({ displayname: 'Offline Reviewer', timezone: 'UTC' });
  await makePremium(learner);
  const due = [
    await completeSession(learner.client, { subject: 'Geography', topic: 'Deltas', withStudySet: true }),
    await completeSession(learner.client, { subject: 'Geography', topic: 'Glaciers', withStudySet: true }),
  ];
  const notDue = await completeSession(learner.client, { subject: 'Geography', topic: 'Dunes', withStudySet: true });
  const today = await databaseToday(learner.client);
  for (const { sessionid } of due) {
    const [entry] = await reviewEntries(learner.client, sessionid);
    await adminClient().from('reviewcycleentries').update({ currentreviewduedate: today }).eq('entryid', entry!.entryid);
  }
  const [secondDue] = await reviewEntries(learner.client, due[1]!.sessionid);

  // Online, the learner only looks at Home: no review is opened.
  await signInPage(page, learner);
  await page.goto('/home');
  const dueToday = page.getByRole('region', { name: 'Reviews due today' });
  await expect(dueToday.getByRole('link')).toHaveText(due.map((session) => session.sessionname));
  await expect.poll(async () => (await reviewsKeptOnDevice(page)).sort(), { timeout: 30_000 })
    .toEqual(due.map((session) => session.sessionid).sort());
  await waitUntilKeptOffline(page);

  // Offline and reloaded, the second due review opens from Home and plays to the end.
  await context.setOffline(true);
  await page.reload();
  await dueToday.getByRole('link', { name: due[1]!.sessionname }).click();
  await expect(page.getByRole('heading', { level: 1, name: due[1]!.sessionname })).toBeVisible();
  await expect(page.getByText('Stage 1 review is due.', { exact: false })).toBeVisible();
  await workThroughReview(page, rightAnswer);
  await page.getByRole('button', { name: 'Complete Review' }).click();
  await expect(page.getByText('Saved on this device. Your answers will be sent as soon as Aayra can be reached.')).toBeVisible();

  // A review Home never listed as due, and an address no session has: said plainly, no spinner.
  for (const sessionid of [notDue.sessionid, randomUUID()]) {
    await page.goto(`/review/${sessionid}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Not saved on this device' })).toBeVisible();
    await expect(page.getByText(NOT_ON_DEVICE)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the review' })).toHaveCount(0);
  }
  await expectAccessibleInBothThemes(page, 'a review not saved on this device');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(dueToday.getByRole('link')).toHaveText([due[0]!.sessionname]);

  // Back online, the review done offline is recorded: stage 1 completed, stage 2 scheduled.
  await context.setOffline(false);
  await expect
    .poll(async () => (await reviewEntries(learner.client, due[1]!.sessionid)).map((entry) => [entry.reviewstage, entry.status]), { timeout: 45_000 })
    .toEqual([[2, 'pending'], [1, 'completed']]);
  expect((await reviewEntries(learner.client, due[1]!.sessionid))[1]!.entryid).toBe(secondDue!.entryid);
  expect(pageErrors).toEqual([]);
});
