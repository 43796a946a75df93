/**
 * A learner opening Aayra again: Home shows their counts from what the device kept while the
 * network is still away, then the server's when it answers; and a second learner on the same
 * browser never sees the first one's figures, even for a moment.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { waitUntilKeptOffline } from '../../support/offline';
import { completeSession } from '../reviews/review-fixtures';

test.use({ serviceWorkers: 'allow', timezoneId: 'UTC' });

const completedCard = (page: Page) => page.getByRole('link', { name: /^Completed Sessions/ });

/** Every figure the Completed Sessions card shows from the page's start, in order (read in the page). */
async function recordCompletedCounts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { completedCounts: string[] }).completedCounts = seen;
    new MutationObserver(() => {
      for (const card of document.querySelectorAll('a.aayra-link-card')) {
        if (card.querySelector('.aayra-link-card__title')?.textContent !== 'Completed Sessions') continue;
        const count = card.querySelector('.aayra-link-card__count')?.textContent?.trim();
        if (count && /^\d+$/.test(count) && seen.at(-1) !== count) seen.push(count);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The card's place among Home's cards (the offline line above them comes and goes with the network). */
const placeInCards = (page: Page) =>
  completedCard(page).evaluate((card) => {
    const [own, cards] = [card.getBoundingClientRect(), card.closest('.home__cards')!.getBoundingClientRect()];
    return { x: own.x - cards.x, y: own.y - cards.y, width: own.width, height: own.height };
  });

const completedCounts = (page: Page) => page.evaluate(() => (window as unknown as { completedCounts: string[] }).completedCounts);

/** A learner with `count` completed sessions, who has opened Home once with the worker keeping the app. */
async function learnerWhoOpenedHome(page: Page, count: number): Promise<TestLearner> {
  const learner = await signUpLearner({ displayname: 'Returning Learner', timezone: 'UTC' });
  for (let n = 1; n <= count; n += 1) await completeSession(learner.client, { subject: 'Geography', topic: `Delta ${n}` });
  await signInPage(page, learner);
  await page.goto('/home');
  await expect(completedCard(page)).toHaveAccessibleName(new RegExp(`^Completed Sessions ${count}`));
  await waitUntilKeptOffline(page);
  // Home's data was saved on the device with the visit (written as soon as it arrived).
  await page.waitForLoadState('networkidle');
  return learner;
}

test('a repeat visit shows Home’s counts with the network away for its first second, then the fresh counts once it returns', async ({ page, context }) => {
  test.setTimeout(150_000);
  const learner = await learnerWhoOpenedHome(page, 1);
  // Meanwhile the learner completes another session (on another device): the server now says 2.
  await completeSession(learner.client, { subject: 'Geography', topic: 'Delta 2' });
  await recordCompletedCounts(page);

  await context.setOffline(true);
  await page.goto('/home');
  await expect(completedCard(page)).toHaveAccessibleName(/^Completed Sessions 1/);
  await expect(page.getByRole('link', { name: /^Pending Reviews 0/ })).toBeVisible();
  await expect(page.locator('.home__cards')).not.toContainText('Loading');
  await page.waitForTimeout(1000);
  const place = await placeInCards(page);

  await context.setOffline(false);
  await expect(completedCard(page)).toHaveAccessibleName(/^Completed Sessions 2/);
  // Updated in place: the card neither moved nor changed size when its figure changed.
  expect(await placeInCards(page)).toEqual(place);
  expect(await completedCounts(page)).toEqual(['1', '2']);
});

test('another learner signing in on the same browser never sees the first learner’s figures', async ({ page, context }) => {
  test.setTimeout(150_000);
  await learnerWhoOpenedHome(page, 2);
  const other = await signUpLearner({ displayname: 'Other Learner', timezone: 'UTC' });

  // The other learner's sign-in replaces the first one's on this browser; the first learner's
  // saved data is still on the device. With the network away, the device is all the page has.
  await page.evaluate(
    ([session]) => {
      for (const key of Object.keys(localStorage)) if (key.endsWith('-auth-token')) localStorage.setItem(key, session!);
    },
    [JSON.stringify(other.session)],
  );
  await recordCompletedCounts(page);
  await context.setOffline(true);
  await page.goto('/home');
  await expect(completedCard(page)).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await completedCounts(page)).toEqual([]);

  await context.setOffline(false);
  await expect(completedCard(page)).toHaveAccessibleName(/^Completed Sessions 0/);
  expect(await completedCounts(page)).toEqual(['0']);
});
