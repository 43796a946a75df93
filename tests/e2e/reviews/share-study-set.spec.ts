import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { completeSession, sampleQuestions } from './review-fixtures';

/** What mf-reviews renders: the page's main area, or the open dialog. */
async function expectNoViolations(page: Page, label: string, area = 'main') {
  const { violations } = await new AxeBuilder({ page }).include(area).analyze();
  const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, label).toEqual([]);
}

/** Nothing to scroll sideways on a phone. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

test('a learner shares a study set, a classmate adds it to their reviews, and the link stops when the owner stops sharing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpLearner({ displayname: 'Priya Sharer' });
  const done = await completeSession(owner.client, { subject: 'Memory Science', topic: 'Spacing', withStudySet: true });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInPage(page, owner);
  await page.setViewportSize({ width: 390, height: 844 });

  // The owner makes the link from the session's review page, with their name shown.
  await page.goto(`/review/${done.sessionid}`);
  const share = page.getByRole('region', { name: 'Share this study set' });
  await expect(share).toBeVisible();
  await share.getByRole('switch', { name: 'Show my name on the shared page' }).check();
  await share.getByRole('button', { name: 'Create share link' }).click();
  const linkField = share.getByRole('textbox', { name: 'Link to this study set' });
  await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoSidewaysScroll(page, 'review page with its link');

  // A classmate, signed in on their own browser, opens the link and adds the set.
  const classmate = await signUpLearner({ displayname: 'Classmate' });
  const classmateContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const classmatePage = await classmateContext.newPage();
  await signInPage(classmatePage, classmate);
  await classmatePage.goto(link);
  await expect(classmatePage.getByRole('heading', { level: 1, name: 'Memory Science · Spacing' })).toBeVisible();
  await expect(classmatePage.getByText('A study set shared by Priya Sharer')).toBeVisible();
  await expect(classmatePage.getByText('What is spaced repetition?')).toBeVisible();
  await expect(classmatePage.getByText('Reviewing at growing intervals')).toBeVisible();
  await expect(classmatePage.getByText(sampleQuestions[0].question)).toBeVisible();
  await expect(classmatePage.getByText(sampleQuestions[0].options[1])).toBeVisible();
  // No answer is given away: neither the explanation nor any mark on the right option.
  await expect(classmatePage.getByText(/The answer is/)).toHaveCount(0);
  await classmatePage.getByRole('button', { name: 'Add to my reviews' }).click();
  await expect(classmatePage.getByText('Added to your reviews. Its first review is due tomorrow.')).toBeVisible();
  await classmatePage.getByRole('link', { name: 'Go to Completed Sessions' }).click();
  const copy = classmatePage.getByRole('link', { name: /Memory Science - Spacing #1/ });
  await expect(copy).toBeVisible();
  await copy.click();
  await expect(classmatePage.getByRole('heading', { level: 1, name: 'Memory Science - Spacing #1' })).toBeVisible();
  // The copy is the classmate's own: it comes back for review tomorrow, as a session completed today does.
  const { data: pending } = await classmate.client.rpc('get_pending_reviews');
  expect(pending?.map((review) => [review.subjectname, review.reviewstage, review.isdue])).toEqual([['Memory Science', 1, false]]);

  // The owner stops sharing; the link then shows nothing of the set, to the classmate or anyone.
  await share.getByRole('button', { name: 'Stop sharing' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Stop sharing this study set?' });
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(share.getByRole('button', { name: 'Create share link' })).toBeVisible();
  await classmatePage.goto(link);
  await expect(classmatePage.getByRole('heading', { name: 'This shared set is no longer available.' })).toBeVisible();
  await expect(classmatePage.getByText('What is spaced repetition?')).toHaveCount(0);
  await expect(classmatePage.getByRole('button', { name: 'Add to my reviews' })).toHaveCount(0);
  // The classmate keeps the copy they added.
  await classmatePage.goto('/completed-sessions');
  await expect(classmatePage.getByRole('link', { name: /Memory Science - Spacing #1/ })).toBeVisible();
  await classmateContext.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`a visitor reads a shared set and is invited to sign up, and the pages pass axe in the ${theme} theme`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const owner = await signUpLearner({ displayname: 'Private Name' });
    const done = await completeSession(owner.client, { subject: 'Astronomy', topic: 'Planets', withStudySet: true });
    await signInPage(page, owner);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/review/${done.sessionid}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const share = page.getByRole('region', { name: 'Share this study set' });
    await share.getByRole('button', { name: 'Create share link' }).click();
    const linkField = share.getByRole('textbox', { name: 'Link to this study set' });
    await expect(linkField).toHaveValue(/\/shared\//);
    const link = await linkField.inputValue();
    await expectNoViolations(page, 'review page with its share link');
    await share.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Stop sharing this study set?' })).toBeVisible();
    await expectNoViolations(page, 'stop sharing confirmation', '[role="alertdialog"]');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A visitor, signed out, on a phone.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: theme, reducedMotion: 'reduce' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Astronomy · Planets' })).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(visitor.getByText('A study set shared with you')).toBeVisible();
    await expect(visitor.getByText('Private Name')).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: 'Flashcards (2)' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Questions (2)' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Add to my reviews' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Sign up to study this set' })).toHaveAttribute('href', '/register');
    await expect(visitor.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expectNoViolations(visitor, 'shared set for a visitor');
    await expectNoSidewaysScroll(visitor, 'shared set for a visitor');

    // A link that names no set reads like a stopped one.
    await visitor.goto('/shared/not-a-real-token');
    await expect(visitor.getByRole('heading', { name: 'This shared set is no longer available.' })).toBeVisible();
    await expectNoViolations(visitor, 'unavailable shared set');
    await visitor.goto(link);
    await visitor.getByRole('link', { name: 'Sign up to study this set' }).click();
    await expect(visitor).toHaveURL(/\/register$/);
    await visitorContext.close();
  });
}
