import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fsrs, type Grade } from 'ts-fsrs';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner } from '../../support/learners';
import { addDays, completeSession, databaseToday, reviewEntries, sampleQuestions } from './review-fixtures';
import { workThroughReview } from './review-steps';

// The memory model's own library computes what the learner should be shown for known answers.
const model = fsrs();
const AGAIN = 1 as Grade;
const GOOD = 3 as Grade;
const EASY = 4 as Grade;
const percent = (recall: number) => `${Math.round(recall * 100)}%`;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const first = (grade: Grade) => model.next_state(null, 0, grade);

const [whenDue, lastInterval] = sampleQuestions;
const DAYS_AGO = 4;

test.use({ timezoneId: 'UTC' });

test('the recall figures on the cards, in Study Stats and on the last screen follow the learner’s answers and grades', async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await signUpLearner({ displayname: 'Recall Figures', timezone: 'UTC' });
  const session = await completeSession(learner.client, { subject: 'Geography', topic: 'Rivers', withStudySet: true });
  const { data: questions } = await learner.client.from('quizquestions').select('questionid, question');
  const idOf = (question: string) => questions!.find((q) => q.question === question)!.questionid;

  // At validation: the first question right, the second wrong.
  const validation = await learner.client.from('quizanswers').insert([
    { questionid: idOf(whenDue.question), chosenoption: whenDue.correct },
    { questionid: idOf(lastInterval.question), chosenoption: (lastInterval.correct + 1) % 4 },
  ]);
  expect(validation.error).toBeNull();

  // The database's clock is shared by every test, so the days pass for this learner alone: its
  // answers were given four days ago and stage 1 is due today.
  const today = await databaseToday(learner.client);
  const admin = adminClient();
  const moved = await admin
    .from('memorystates')
    .update({ lastanswerday: addDays(today, -DAYS_AGO) })
    .eq('sessionid', session.sessionid)
    .select('stateid');
  expect(moved.data).toHaveLength(2);
  const [entry] = await reviewEntries(learner.client, session.sessionid);
  await admin.from('reviewcycleentries').update({ currentreviewduedate: today }).eq('entryid', entry!.entryid);

  const wasRight = first(GOOD);
  const wasWrong = first(AGAIN);
  const before = mean([
    model.forgetting_curve(DAYS_AGO, wasRight.stability),
    model.forgetting_curve(DAYS_AGO, wasWrong.stability),
  ]);

  await signInPage(page, learner);
  await page.goto('/pending-reviews');
  const pendingCard = page.getByRole('article').filter({ hasText: session.sessionname });
  await expect(pendingCard.getByRole('definition').filter({ hasText: '%' })).toHaveText(percent(before));
  await expect(pendingCard.getByText('Predicted recall')).toBeVisible();
  await page.goto('/completed-sessions');
  const completedCard = page.getByRole('article').filter({ hasText: session.sessionname });
  await expect(completedCard.getByRole('definition').filter({ hasText: '%' })).toHaveText(percent(before));

  // The Study Stats dialog: the subject's figure today, then on an exam day ten days on, fourteen
  // days after the answers.
  await page.getByRole('button', { name: 'Aayra: open Study Stats' }).click();
  const geography = page
    .getByRole('dialog', { name: 'Study Stats' })
    .getByRole('region', { name: 'Readiness by subject' })
    .getByRole('region', { name: 'Geography' });
  await expect(geography.getByRole('definition').first()).toHaveText(percent(before));
  await geography.getByLabel('Exam date for Geography').fill(addDays(today, 10));
  await geography.getByRole('button', { name: 'Save exam date' }).click();
  const onExamDay = mean([
    model.forgetting_curve(DAYS_AGO + 10, wasRight.stability),
    model.forgetting_curve(DAYS_AGO + 10, wasWrong.stability),
  ]);
  await expect(geography.getByRole('term').nth(1)).toHaveText(/^On exam day, /);
  await expect(geography.getByRole('definition').nth(1)).toHaveText(percent(onExamDay));
  await page.keyboard.press('Escape');

  // The review: the first card graded Easy with the key 4, the second Again by click; the
  // quiz the other way round from validation.
  await page.goto(`/review/${session.sessionid}`);
  const flashcards = page.getByRole('region', { name: 'Flashcards' });
  const card = flashcards.locator('button[aria-pressed]');
  const grades = flashcards.getByRole('group', { name: 'How well did you know it?' });
  await expect(grades).toHaveCount(0);
  await card.press('Enter');
  await card.press('4');
  await expect(grades.getByRole('radio', { name: 'Easy' })).toBeChecked();
  await flashcards.getByRole('button', { name: 'Next', exact: true }).click();
  await card.press('Enter');
  await grades.getByRole('radio', { name: 'Again' }).click();
  await expect(grades.getByRole('radio', { name: 'Again' })).toBeChecked();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((violation) => violation.id), `a graded flashcard, ${theme} theme`).toEqual([]);
  }
  await flashcards.getByRole('button', { name: 'Previous', exact: true }).click();

  await workThroughReview(page, (question, options) => {
    const known = sampleQuestions.find((q) => q.question === question)!;
    return question === whenDue.question ? options[(known.correct + 1) % 4]! : known.options[known.correct];
  });
  await page.getByRole('button', { name: 'Complete Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review complete' })).toBeFocused();

  const nextDue = 3;
  const after = mean([
    model.forgetting_curve(nextDue, model.next_state(wasRight, DAYS_AGO, AGAIN).stability),
    model.forgetting_curve(nextDue, model.next_state(wasWrong, DAYS_AGO, GOOD).stability),
    model.forgetting_curve(nextDue, first(EASY).stability),
    model.forgetting_curve(nextDue, first(AGAIN).stability),
  ]);
  // Both figures name their day: the same share remembered days later is what the review gained.
  await expect(page.getByText(/^Expected recall at your next review/)).toHaveText(
    new RegExp(`^Expected recall at your next review, in ${nextDue} days \\([^)]+\\): ${percent(after)}\\. Today, before this review: ${percent(before)}\\.$`),
  );

  // Opened again right after, Study Stats reads the figures afresh: every item answered today.
  await page.getByRole('button', { name: 'Aayra: open Study Stats' }).click();
  await expect(geography.getByRole('definition').first()).toHaveText(percent(1));

  const { data: stored } = await learner.client.from('flashcardgrades').select('grade, reviewstage').order('grade');
  expect(stored).toEqual([
    { grade: 1, reviewstage: 1 },
    { grade: 4, reviewstage: 1 },
  ]);
});
