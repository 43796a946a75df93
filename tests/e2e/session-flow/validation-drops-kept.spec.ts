// A flashcard dropped at validation can be brought back with Undo for a few seconds, and the drop
// is kept with the session as it is made: a reload right after it, another device of the learner
// and Take a Break all see the set as the learner left it; a drop made offline reaches the session
// once the connection returns.
import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import {
  cacheCurrentSession,
  expectAccessible,
  generateStudySetThroughApi,
  moveSessionThroughApi,
  sessionStatus,
  startSessionThroughApi,
  studyMaterial,
} from './session-flow-support';

interface StoredCard {
  flashcardid: string;
  position: number;
  front: string;
  back: string;
  isdropped: boolean;
}

/** The session's flashcards as the database holds them, in the set's order. */
async function storedCards(learner: TestLearner, sessionId: string): Promise<StoredCard[]> {
  const { data, error } = await learner.client
    .from('studysets')
    .select('flashcards(flashcardid, position, front, back, isdropped)')
    .eq('sessionid', sessionId)
    .single();
  if (error) throw new Error(error.message);
  return [...(data.flashcards as StoredCard[])].sort((a, b) => a.position - b.position);
}

const droppedIds = async (learner: TestLearner, sessionId: string) =>
  (await storedCards(learner, sessionId)).filter((card) => card.isdropped).map((card) => card.flashcardid);

/** A learner in validation with a generated set, its page open. */
async function openValidation(page: Page, displayname: string) {
  const learner = await signUpLearner({ displayname });
  const session = await startSessionThroughApi(learner, 'Economics', 'Markets and inflation');
  await moveSessionThroughApi(learner, session.sessionid, 'uploading');
  await generateStudySetThroughApi(learner, session.sessionid, studyMaterial('economics-supply-demand'));
  await signInPage(page, learner);
  await cacheCurrentSession(page, session, 'validating');
  await page.goto('/validation');
  const cards = await storedCards(learner, session.sessionid);
  expect(cards.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(`Flashcard 1 of ${cards.length}`)).toBeVisible();
  return { learner, sessionId: session.sessionid, cards };
}

/** The card shown, named by the face it shows (its question until flipped). */
const shownCard = (page: Page, card: StoredCard) => page.getByRole('button', { name: card.front, pressed: false });

test('a dropped card comes back with Undo, stays dropped after a reload and on another device, and leaves the set at Take a Break', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const { learner, sessionId, cards } = await openValidation(page, 'Drops Kept');
  const [first, second] = cards as [StoredCard, StoredCard];
  const dropped = page.getByRole('status').filter({ hasText: 'Flashcard dropped. It will not be part of your reviews.' });
  const undo = dropped.getByRole('button', { name: 'Undo' });

  // Dropped: the next card takes its place, Undo is offered, and the session has the drop at once.
  await page.getByRole('button', { name: 'Drop Flashcard' }).click();
  await expect(page.getByText(`Flashcard 1 of ${cards.length - 1}`)).toBeVisible();
  await expect(shownCard(page, second)).toBeVisible();
  await expect(undo).toBeVisible();
  await expect.poll(() => droppedIds(learner, sessionId)).toEqual([first.flashcardid]);

  // Undo brings it back in its place, in the session too.
  await undo.click();
  await expect(page.getByText(`Flashcard 1 of ${cards.length}`)).toBeVisible();
  await expect(shownCard(page, first)).toBeVisible();
  await expect(dropped).toHaveCount(0);
  await expect.poll(() => droppedIds(learner, sessionId)).toEqual([]);

  // By keyboard: Drop, then one Tab reaches Undo, which stays while it has focus.
  await page.getByRole('button', { name: 'Drop Flashcard' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Flashcard 1 of ${cards.length - 1}`)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(undo).toBeFocused();
  // The Undo row passes axe in both themes (the time stands still while Undo has focus).
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectAccessible(page, `the Undo of a drop in the ${theme} theme`);
  }
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(shownCard(page, first)).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: `Flashcards (${cards.length})` })).toBeFocused();
  await expect.poll(() => droppedIds(learner, sessionId)).toEqual([]);

  // Left alone, Undo goes after a few seconds, and the drop stays.
  await page.getByRole('button', { name: 'Drop Flashcard' }).click();
  await expect(undo).toBeVisible();
  await expect(undo).toHaveCount(0, { timeout: 10_000 });
  await expect(shownCard(page, second)).toBeVisible();

  // Dropped again (the second card) and reloaded at once: both are still dropped.
  await page.getByRole('button', { name: 'Drop Flashcard' }).click();
  await page.reload();
  await expect(page.getByText(`Flashcard 1 of ${cards.length - 2}`)).toBeVisible();
  await expect.poll(async () => (await droppedIds(learner, sessionId)).sort()).toEqual([first.flashcardid, second.flashcardid].sort());

  // Another device of the learner, none of this browser's storage: the same set, the same drops.
  const phone = await (await browser.newContext()).newPage();
  await signInPage(phone, learner);
  await phone.goto('/validation');
  await expect(phone.getByRole('heading', { name: 'Validation' })).toBeVisible();
  await expect(phone.getByText(`Flashcard 1 of ${cards.length - 2}`)).toBeVisible();
  await expect(phone.getByRole('tab', { name: `Flashcards (${cards.length - 2})` })).toBeVisible();
  await expect(shownCard(phone, cards[2]!)).toBeVisible();
  await phone.context().close();

  // Take a Break: the reviews get only the cards kept.
  await page.getByRole('tab', { name: 'Summary' }).click();
  await page.getByRole('button', { name: 'Take a Break' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Take a break with questions unanswered?' });
  await confirm.getByRole('button', { name: 'Take a Break' }).click();
  await expect(page).toHaveURL(/\/break-timer$/);
  expect(await sessionStatus(learner, sessionId)).toBe('break_in_progress');
  const kept = await storedCards(learner, sessionId);
  expect(kept.map((card) => card.flashcardid)).toEqual(cards.slice(2).map((card) => card.flashcardid));
});

test('a card dropped offline stays dropped and reaches the session when the connection returns', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { learner, sessionId, cards } = await openValidation(page, 'Drops Offline');
  const [first, second] = cards as [StoredCard, StoredCard];

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Drop Flashcard' }).click();
  await expect(shownCard(page, second)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device. Your changes will be kept with the session as soon as Aayra can be reached.' })).toBeVisible();
  expect(await droppedIds(learner, sessionId)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => droppedIds(learner, sessionId)).toEqual([first.flashcardid]);
  await expect(page.getByText('Saved on this device.', { exact: false })).toHaveCount(0);
  await expect(page.getByText(`Flashcard 1 of ${cards.length - 1}`)).toBeVisible();
});
