import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { databaseToday, reviewEntries, startValidatingSession } from './review-fixtures';

test.use({ timezoneId: 'UTC' });

const ownCard = { front: 'What does a joule measure?', back: 'Energy, or work done: one newton over one metre' };
const ownQuestion = {
  prompt: 'Which unit measures power?',
  options: ['Joule', 'Watt', 'Newton', 'Pascal'],
  correct: 'Watt',
  explanation: 'One watt is one joule per second.',
};

/** The open dialog or the page's main area has no accessibility violation axe can find. */
async function expectNoViolations(page: Page, label: string, area = 'main') {
  const { violations } = await new AxeBuilder({ page }).include(area).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), label).toEqual([]);
}

/** Opens a validating session from Incomplete Sessions, as a learner coming back to it does. */
async function resumeValidation(page: Page, sessionname: string) {
  await page.goto('/incomplete-sessions');
  await page.getByRole('button', { name: `Resume ${sessionname}` }).click();
  await expect(page).toHaveURL(/\/validation$/);
  await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
}

async function ownItems(learner: TestLearner, sessionid: string) {
  const { data: set } = await learner.client.from('studysets').select('studysetid').eq('sessionid', sessionid).single();
  const [cards, questions] = await Promise.all([
    learner.client.from('flashcards').select('front, back, position, authoredbylearner').eq('studysetid', set!.studysetid).order('position'),
    learner.client.from('quizquestions').select('question, options, correctoption, explanation, position, authoredbylearner').eq('studysetid', set!.studysetid).order('position'),
  ]);
  return { cards: cards.data ?? [], questions: questions.data ?? [] };
}

/** Pages through the flashcards shown until the one whose front is `front`. */
async function findCard(page: Page, scope: ReturnType<Page['locator']>, front: string) {
  const card = scope.locator('button[aria-pressed]');
  for (let tries = 0; tries < 10 && !((await card.textContent()) ?? '').includes(front); tries += 1) {
    await scope.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(card).toContainText(front);
  return card;
}

test('a learner adds a card and a question at validation, and both come back in the review', async ({ page }) => {
  test.setTimeout(240_000);
  const learner = await signUpLearner({ displayname: 'Own Items', timezone: 'UTC' });
  const session = await startValidatingSession(learner.client, { subject: 'Physics', topic: 'Energy', withStudySet: true });
  await signInPage(page, learner);
  await resumeValidation(page, session.sessionname);

  // Add Flashcard: an empty side is pointed at, nothing is stored, then Enter saves.
  await page.getByRole('button', { name: 'Add Flashcard' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Add Flashcard' });
  await cardDialog.getByRole('textbox', { name: 'Question side' }).fill(ownCard.front);
  await cardDialog.getByRole('button', { name: 'Save' }).click();
  await expect(cardDialog.getByText('The answer side cannot be empty.')).toBeVisible();
  await expect(cardDialog.getByRole('textbox', { name: 'Answer side' })).toBeFocused();
  expect((await ownItems(learner, session.sessionid)).cards).toHaveLength(2);
  await cardDialog.getByRole('textbox', { name: 'Answer side' }).fill(ownCard.back);
  await cardDialog.getByRole('textbox', { name: 'Answer side' }).press('Enter');
  await expect(cardDialog).toHaveCount(0);

  // The new card is shown at once, last, with its badge.
  await expect(page.getByText('Flashcard 3 of 3')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Your own', { exact: true })).toBeVisible();
  await expect(page.locator('button[aria-pressed]')).toContainText(ownCard.front);

  // Add Question: repeated options are refused by the form, then a valid one is stored.
  await page.getByRole('button', { name: 'Continue to Quiz' }).click();
  await page.getByRole('button', { name: 'Add Question' }).click();
  const questionDialog = page.getByRole('dialog', { name: 'Add Question' });
  await questionDialog.getByRole('textbox', { name: 'Question', exact: true }).fill(ownQuestion.prompt);
  for (const [index, option] of ['Joule', 'Watt', 'Joule', 'Pascal'].entries()) {
    await questionDialog.getByRole('textbox', { name: `Option ${index + 1}` }).fill(option);
  }
  await questionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(questionDialog.getByText('Each option must be different.')).toBeVisible();
  await expect(questionDialog.getByRole('textbox', { name: 'Option 3' })).toBeFocused();
  await expectNoViolations(page, 'Add Question with a refused option', 'dialog');
  await questionDialog.getByRole('textbox', { name: 'Option 3' }).fill('Newton');
  await questionDialog.getByRole('combobox', { name: 'Correct option' }).selectOption({ label: 'Option 2' });
  await questionDialog.getByRole('textbox', { name: 'Explanation (optional)' }).fill(ownQuestion.explanation);
  await questionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(questionDialog).toHaveCount(0);
  await expect(page.getByText('Question 3 of 3')).toBeVisible();
  await expect(page.getByRole('group', { name: ownQuestion.prompt })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Your own', { exact: true })).toBeVisible();
  await expectNoViolations(page, 'validation with the learner’s own question');

  // Stored last, as the learner's own, through the learner's own client.
  const stored = await ownItems(learner, session.sessionid);
  expect(stored.cards.at(-1)).toEqual({ ...ownCard, position: 2, authoredbylearner: true });
  expect(stored.questions.at(-1)).toEqual({
    question: ownQuestion.prompt,
    options: ownQuestion.options,
    correctoption: 1,
    explanation: ownQuestion.explanation,
    position: 2,
    authoredbylearner: true,
  });

  // The own question is answered like any other, then the session goes on to its break.
  await page.getByRole('group', { name: ownQuestion.prompt }).getByRole('radio', { name: ownQuestion.correct }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText('Correct!')).toBeVisible();
  await page.getByRole('button', { name: 'See Summary' }).click();
  // The two generated questions stay unanswered, so Take a Break asks first.
  await page.getByRole('button', { name: 'Take a Break' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Take a Break' }).click();
  await expect(page).toHaveURL(/\/break-timer$/);
  await page.getByRole('button', { name: 'Skip Break' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });

  // Stage 1 falls due on the database's today (its clock cannot be moved from outside).
  const [entry] = await reviewEntries(learner.client, session.sessionid);
  expect(entry).toMatchObject({ reviewstage: 1, status: 'pending' });
  await adminClient().from('reviewcycleentries').update({ currentreviewduedate: await databaseToday(learner.client) }).eq('entryid', entry!.entryid);

  // In the review both come back, among the generated ones, marked as the learner's own.
  await page.goto(`/review/${session.sessionid}`);
  await expect(page.getByText('Stage 1 review is due.', { exact: false })).toBeVisible();
  const flashcards = page.getByRole('region', { name: 'Flashcards' });
  await expect(flashcards.getByText('Flashcard 1 of 3')).toBeVisible();
  const card = await findCard(page, flashcards, ownCard.front);
  await expect(flashcards.getByText('Your own', { exact: true })).toBeVisible();
  await card.press('Enter');
  await expect(card).toContainText(ownCard.back);

  await page.getByRole('button', { name: 'Next: Quiz' }).click();
  const quiz = page.getByRole('region', { name: 'Quiz' });
  await expect(quiz.getByText(/^Question 1 of 3$/)).toBeVisible();
  for (let tries = 0; tries < 3 && !(await quiz.getByRole('group', { name: ownQuestion.prompt }).isVisible()); tries += 1) {
    await quiz.getByRole('button', { name: 'Next Question' }).click();
  }
  const own = quiz.getByRole('group', { name: ownQuestion.prompt });
  await expect(own).toBeVisible();
  await expect(quiz.getByText('Your own', { exact: true })).toBeVisible();
  await own.getByRole('radio', { name: ownQuestion.correct }).check();
  await quiz.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(quiz.getByText(ownQuestion.explanation)).toBeVisible();
});

test('a card added in a review is stored for the next stages, and a refused one says why', async ({ page }) => {
  test.setTimeout(180_000);
  const learner = await signUpLearner({ displayname: 'Review Items', timezone: 'UTC' });
  const session = await startValidatingSession(learner.client, { subject: 'Physics', topic: 'Motion', withStudySet: true });
  for (const status of ['break_in_progress', 'completed'] as const) {
    await learner.client.from('studysessions').update({ status }).eq('sessionid', session.sessionid);
  }
  await signInPage(page, learner);
  await page.goto(`/review/${session.sessionid}`);
  const flashcards = page.getByRole('region', { name: 'Flashcards' });
  await expect(flashcards.getByText('Flashcard 1 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Add Flashcard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Flashcard' });
  await dialog.getByRole('textbox', { name: 'Question side' }).fill('What is velocity?');
  await dialog.getByRole('textbox', { name: 'Answer side' }).fill('Speed in a given direction');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('It will be part of your next reviews.')).toBeVisible();
  // The review on screen keeps what it opened with.
  await expect(flashcards.getByText('Flashcard 1 of 2')).toBeVisible();
  expect((await ownItems(learner, session.sessionid)).cards.at(-1)).toMatchObject({ front: 'What is velocity?', position: 2, authoredbylearner: true });

  // The next time the session is opened, the card is part of it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Flashcards' }).getByText('Flashcard 1 of 3')).toBeVisible();

  // A question the database refuses (here: an option over its limit, typed past the form) keeps
  // the dialog open with the database's own sentence, and stores nothing.
  await page.getByRole('button', { name: 'Next: Quiz' }).click();
  await page.getByRole('button', { name: 'Add Question' }).click();
  const questionDialog = page.getByRole('dialog', { name: 'Add Question' });
  await questionDialog.getByRole('textbox', { name: 'Question', exact: true }).fill('Which is a vector?');
  for (const [index, option] of ['Velocity', 'Speed', 'Mass', 'Time'].entries()) {
    await questionDialog.getByRole('textbox', { name: `Option ${index + 1}` }).fill(option);
  }
  await questionDialog.getByRole('textbox', { name: 'Option 4' }).evaluate((input: HTMLInputElement) => input.removeAttribute('maxlength'));
  await questionDialog.getByRole('textbox', { name: 'Option 4' }).fill('T'.repeat(501));
  await questionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(questionDialog.getByRole('alert')).toHaveText('An option can be at most 500 characters');
  expect((await ownItems(learner, session.sessionid)).questions).toHaveLength(2);
  await questionDialog.getByRole('textbox', { name: 'Option 4' }).fill('Time');
  await questionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(questionDialog).toHaveCount(0);
  expect((await ownItems(learner, session.sessionid)).questions).toHaveLength(3);
});
