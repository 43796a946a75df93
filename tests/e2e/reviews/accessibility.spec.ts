import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner } from '../../support/learners';
import { completeSession, databaseToday, leaveIncomplete, reviewEntries, startValidatingSession } from './review-fixtures';

/** Checks what mf-reviews and mf-stats render: the page's main area, or the open dialog. */
async function expectNoViolations(page: Page, label: string, area = 'main') {
  const { violations } = await new AxeBuilder({ page }).include(area).analyze();
  const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, label).toEqual([]);
}

/** No part of the page is wider than the screen (nothing to scroll sideways at 360 px). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the review pages, home cards and Study Stats pass axe in the ${theme} theme, from 360 to 1440 px`, async ({ page }) => {
    test.setTimeout(120_000);
    const learner = await signUpLearner({ displayname: `Axe ${theme}` });
    const done = await completeSession(learner.client, { subject: 'Astronomy', topic: 'Planets with long names', withStudySet: true });
    await learner.client.from('studysessions').update({ isfavorite: true }).eq('sessionid', done.sessionid);
    const left = await startValidatingSession(learner.client, { subject: 'Astronomy', topic: 'Stars' });
    await leaveIncomplete(learner.client, left.sessionid);
    const [entry] = await reviewEntries(learner.client, done.sessionid);
    await adminClient()
      .from('reviewcycleentries')
      .update({ currentreviewduedate: await databaseToday(learner.client) })
      .eq('entryid', entry!.entryid);
    await signInPage(page, learner);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });

    const pages = [
      { path: '/pending-reviews', heading: 'Pending Reviews' },
      { path: '/completed-sessions', heading: 'Completed Sessions' },
      { path: '/incomplete-sessions', heading: 'Incomplete Sessions' },
      { path: '/favorites', heading: 'Favorites' },
      { path: `/review/${done.sessionid}`, heading: done.sessionname },
    ];
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { path, heading } of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('article').or(page.getByRole('navigation', { name: 'Review steps' })).first()).toBeVisible();
        await expectNoViolations(page, `${path} at ${width} px`);
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      }
    }

    // The quiz after an answer, and the summary with Complete Review.
    await page.getByRole('button', { name: 'Next: Quiz' }).click();
    await page.getByRole('group').getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('radio').first()).toBeDisabled();
    await expectNoViolations(page, 'quiz after an answer');
    await page.getByRole('button', { name: 'Next: Summary' }).click();
    await expect(page.getByRole('button', { name: 'Complete Review' })).toBeVisible();
    await expectNoViolations(page, 'summary');

    await page.goto('/home');
    await expect(page.getByRole('link', { name: /^Completed Sessions 1/ })).toBeVisible();
    await expectNoViolations(page, 'home cards');
    await page.getByRole('button', { name: 'Aayra: open Study Stats' }).click();
    await expect(page.getByRole('combobox', { name: 'Weekly goal' })).toBeVisible();
    await expectNoViolations(page, 'Study Stats', 'dialog');
  });
}

test('a review can be done with the keyboard alone', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Keyboard Learner' });
  const done = await completeSession(learner.client, { subject: 'Latin', topic: 'Verbs', withStudySet: true });
  const [entry] = await reviewEntries(learner.client, done.sessionid);
  await adminClient()
    .from('reviewcycleentries')
    .update({ currentreviewduedate: await databaseToday(learner.client) })
    .eq('entryid', entry!.entryid);
  await signInPage(page, learner);
  await page.goto('/pending-reviews');

  const link = page.getByRole('link', { name: done.sessionname });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: done.sessionname })).toBeVisible();

  const card = page.getByRole('region', { name: 'Flashcards' }).locator('button[aria-pressed]');
  await card.focus();
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Next: Quiz' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Quiz' })).toBeFocused();
  for (let question = 0; question < 2; question += 1) {
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio').first()).toBeDisabled();
    if (question === 0) {
      await page.getByRole('button', { name: 'Next Question' }).focus();
      await page.keyboard.press('Enter');
    }
  }
  await page.getByRole('button', { name: 'Next: Summary' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Complete Review' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Review complete' })).toBeFocused();
});
