/**
 * A learner opening Aayra again: Home shows their counts from what the device kept (its last
 * picture, painted before any app script, then the saved data) while the network is still away,
 * then the server's when it answers; and a second learner on the same browser never sees the first
 * one's figures, even for a moment.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { waitUntilKeptOffline } from '../../support/offline';
import { signInWithForm } from '../auth/auth-page';
import { completeSession, makePremium } from '../reviews/review-fixtures';

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

/**
 * What Home's kept picture showed, if the page painted one: its Completed Sessions count, and that
 * card's place among the picture's cards (read in the page as soon as it appears).
 */
async function recordPicture(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { painted: false, count: null as string | null, place: null as unknown };
    (window as unknown as { picture: typeof seen }).picture = seen;
    new MutationObserver(() => {
      // Home's frame, painted on a visit with no picture kept, shows no figure of anyone's.
      const picture = document.querySelector('body > [data-home-snapshot]:not([data-home-snapshot="frame"])');
      if (!picture || seen.painted) return;
      seen.painted = true;
      const card = [...picture.querySelectorAll('a.aayra-link-card')].find((link) => link.querySelector('.aayra-link-card__title')?.textContent === 'Completed Sessions');
      seen.count = card?.querySelector('.aayra-link-card__count')?.textContent?.trim() ?? null;
      const [own, cards] = [card!.getBoundingClientRect(), card!.closest('.home__cards')!.getBoundingClientRect()];
      seen.place = { x: own.x - cards.x, y: own.y - cards.y, width: own.width, height: own.height };
    }).observe(document, { subtree: true, childList: true });
  });
}

const picture = (page: Page) =>
  page.evaluate(() => (window as unknown as { picture: { painted: boolean; count: string | null; place: unknown } }).picture);

/** Home's kept picture is handed over: gone from the page, the app's own Home in its place. */
async function expectHandedOver(page: Page): Promise<void> {
  await expect(page.locator('[data-home-snapshot]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-home-snapshot');
}

/**
 * A learner with `count` completed sessions, who has opened Home once with the worker keeping the
 * app. Premium when they will complete more meanwhile: the free plan's daily limit would change
 * the Start card, and with it the height of the cards' row.
 */
async function learnerWhoOpenedHome(page: Page, count: number, { premium = false } = {}): Promise<TestLearner> {
  const learner = await signUpLearner({ displayname: 'Returning Learner', timezone: 'UTC' });
  if (premium) await makePremium(learner);
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
  const learner = await learnerWhoOpenedHome(page, 1, { premium: true });
  // The network goes away; meanwhile the learner completes another session (on another device),
  // which this page cannot learn of: the server now says 2.
  await context.setOffline(true);
  await completeSession(learner.client, { subject: 'Geography', topic: 'Delta 2' });
  await recordCompletedCounts(page);
  await recordPicture(page);

  await page.goto('/home');
  await expect(completedCard(page)).toHaveAccessibleName(/^Completed Sessions 1/);
  await expect(page.getByRole('link', { name: /^Pending Reviews 0/ })).toBeVisible();
  await expect(page.locator('.home__cards')).not.toContainText('Loading');
  await page.waitForTimeout(1000);
  const place = await placeInCards(page);
  // Home's last picture was painted first, with the learner's count, where the real card now is.
  expect(await picture(page)).toEqual({ painted: true, count: '1', place });
  await expectHandedOver(page);

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
  await recordPicture(page);
  await context.setOffline(true);
  await page.goto('/home');
  await expect(completedCard(page)).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await completedCounts(page)).toEqual([]);
  expect((await picture(page)).painted).toBe(false);
  // The first learner's picture is gone from the device, not merely hidden.
  expect(await page.evaluate(() => localStorage.getItem('aayra-home-snapshot'))).toBeNull();

  await context.setOffline(false);
  await expect(completedCard(page)).toHaveAccessibleName(/^Completed Sessions 0/);
  expect(await completedCounts(page)).toEqual(['0']);
});

test('after signing out, the next learner to sign in sees nothing of the first one’s Home', async ({ page }) => {
  test.setTimeout(150_000);
  await learnerWhoOpenedHome(page, 2);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('aayra-home-snapshot'))).not.toBeNull();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('aayra-home-snapshot'))).toBeNull();

  const other = await signUpLearner({ displayname: 'Other Learner', timezone: 'UTC' });
  await recordCompletedCounts(page);
  await recordPicture(page);
  await signInWithForm(page, other);
  await expect(completedCard(page)).toHaveAccessibleName(/^Completed Sessions 0/);
  await page.reload();
  await expect(completedCard(page)).toHaveAccessibleName(/^Completed Sessions 0/);
  expect(await completedCounts(page)).toEqual(['0']);
});

test('a picture kept by another version of Aayra is not painted', async ({ page }) => {
  test.setTimeout(150_000);
  await learnerWhoOpenedHome(page, 1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('aayra-home-snapshot'))).not.toBeNull();
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('aayra-home-snapshot')!) as { build: string };
    localStorage.setItem('aayra-home-snapshot', JSON.stringify({ ...kept, build: 'an-older-build' }));
  });
  await recordPicture(page);
  await page.goto('/home');
  await expect(completedCard(page)).toHaveAccessibleName(/^Completed Sessions 1/);
  expect((await picture(page)).painted).toBe(false);
  // This version's picture replaces it once Home shows the figures.
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('aayra-home-snapshot')!) as { build: string }).build))
    .not.toBe('an-older-build');
});
