import { expect, test } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import {
  cacheCurrentSession,
  generateStudySetThroughApi,
  moveSessionThroughApi,
  sessionStatus,
  startSessionThroughApi,
  studyMaterial,
} from './session-flow-support';

test('by keyboard: an empty Summary leads back to the quiz, Take a Break asks while questions are unanswered, and focus follows every step', async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await signUpLearner({ displayname: 'Keyboard Quiz' });
  const session = await startSessionThroughApi(learner, 'Economics', 'Markets and inflation');
  await moveSessionThroughApi(learner, session.sessionid, 'uploading');
  await generateStudySetThroughApi(learner, session.sessionid, studyMaterial('economics-supply-demand'));
  await signInPage(page, learner);
  await cacheCurrentSession(page, session, 'validating');
  await page.goto('/validation');
  await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
  const quizTab = page.getByRole('tab', { name: /^Quiz \(\d+\)$/ });
  const total = Number((await quizTab.textContent())!.match(/\((\d+)\)/)![1]);
  expect(total).toBeGreaterThan(1);

  // The first Tab stop is the skip link; it lands on the page's heading, past the top bar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Validation' })).toBeFocused();

  // Straight to the Summary with nothing answered: no score, no scolding, a way back to the quiz.
  await page.getByRole('tab', { name: /^Flashcards/ }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Summary' })).toBeFocused();
  const summary = page.getByRole('tabpanel', { name: 'Summary' });
  const performance = summary.getByRole('region', { name: 'Quiz Performance' });
  await expect(performance).toContainText('You have not answered any questions yet, so there is no score.');
  await expect(performance).not.toContainText('0 out of 0 correct');
  await expect(performance).not.toContainText('%');
  await expect(summary).not.toContainText('Keep studying and try again!');
  await summary.getByRole('button', { name: 'Go to Quiz' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tabpanel', { name: `Quiz (${total})` })).toBeFocused();
  await expect(page.getByText(`Question 1 of ${total}`)).toBeVisible();

  // One answer: after Submit Answer focus is on the verdict, not lost with the button.
  await page.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeFocused();
  await page.keyboard.press('Enter');
  const verdict = page.getByRole('status').filter({ hasText: /^(Correct!|Not quite\.)/ });
  await expect(verdict).toBeFocused();
  const correct = (await verdict.textContent())!.startsWith('Correct!') ? 1 : 0;

  await page.getByRole('button', { name: 'See Summary' }).focus();
  await page.keyboard.press('Enter');
  await expect(summary).toBeFocused();
  await expect(performance).toContainText(`${correct} out of 1 correct`);
  await expect(summary).toContainText(`You answered 1 of ${total} questions.`);
  await expect(summary.getByRole('button', { name: 'Go to Quiz' })).toHaveCount(0);

  // Take a Break asks first; Escape keeps the learner on the Summary, with focus back on the button.
  const takeBreak = page.getByRole('button', { name: 'Take a Break' });
  await takeBreak.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Take a break with questions unanswered?' });
  await expect(confirm).toContainText(`You have not answered ${total - 1} of ${total} questions.`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(takeBreak).toBeFocused();
  await expect(page).toHaveURL(/\/validation$/);
  expect(await sessionStatus(learner, session.sessionid)).toBe('validating');

  // Confirmed: the break starts with the one answer stored, and focus is on the new page's heading.
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Take a Break' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/break-timer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Break Timer' })).toBeFocused();
  expect(await sessionStatus(learner, session.sessionid)).toBe('break_in_progress');
  const answers = await learner.client.from('quizanswers').select('iscorrect').eq('reviewstage', 0);
  expect(answers.data?.map((answer) => answer.iscorrect)).toEqual([correct === 1]);
});
