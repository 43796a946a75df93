import { expect, test } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner } from '../../support/learners';
import { addDays, completeSession, databaseToday, reviewEntries, sampleQuestions } from './review-fixtures';
import { workThroughReview } from './review-steps';

const intervals = [1, 3, 7, 14, 30, 90];
const rightAnswer = (question: string) => {
  const known = sampleQuestions.find((q) => q.question === question)!;
  return known.options[known.correct];
};

test.use({ timezoneId: 'UTC' });

test('one entry goes through all six stages at 1, 3, 7, 14, 30 and 90 days, then is Mastered', async ({ page }) => {
  test.setTimeout(180_000);
  const learner = await signUpLearner({ displayname: 'Six Stages', timezone: 'UTC' });
  const session = await completeSession(learner.client, { subject: 'Geography', topic: 'Rivers', withStudySet: true });
  const completedOn = await databaseToday(learner.client);
  await signInPage(page, learner);

  // Stage 1 is not due on the day of the session: the review can be browsed, and nothing is recorded.
  await page.goto(`/review/${session.sessionid}`);
  await expect(page.getByText(/^Stage 1 review is due on .*nothing you answer is recorded\.$/)).toBeVisible();
  await workThroughReview(page, rightAnswer);
  await expect(page.getByRole('button', { name: 'Complete Review' })).toHaveCount(0);
  const { data: earlyAnswers } = await learner.client.from('quizanswers').select('answerid').gt('reviewstage', 0);
  expect(earlyAnswers).toEqual([]);

  let previousDay = completedOn;
  for (let stage = 1; stage <= 6; stage += 1) {
    const [entry] = await reviewEntries(learner.client, session.sessionid);
    expect(entry).toMatchObject({ reviewstage: stage, status: 'pending' });
    expect(entry!.currentreviewduedate).toBe(addDays(previousDay, intervals[stage - 1]!));

    // The database decides what is due on its own clock, which the tests share and never move:
    // the service role lets the days pass for this one entry instead. The day before its due day
    // the review is not listed; on its due day it is.
    const databaseDay = await databaseToday(learner.client);
    const dueOn = (day: string) =>
      adminClient().from('reviewcycleentries').update({ currentreviewduedate: day }).eq('entryid', entry!.entryid);
    await dueOn(addDays(databaseDay, 1));
    await page.goto('/pending-reviews');
    await expect(page.getByRole('heading', { name: 'No pending reviews' })).toBeVisible();
    await dueOn(databaseDay);
    await page.goto('/pending-reviews');
    const card = page.getByRole('article').filter({ hasText: session.sessionname });
    await expect(card.getByText(`Stage ${stage}`, { exact: true })).toBeVisible();

    await card.getByRole('link', { name: session.sessionname }).click();
    await expect(page.getByText(`Stage ${stage} review is due.`, { exact: false })).toBeVisible();
    await workThroughReview(page, rightAnswer);
    await expect(page.getByText('2 out of 2 correct')).toBeVisible();
    await expect(page.getByText('Excellent work!')).toBeVisible();
    await page.getByRole('button', { name: 'Complete Review' }).click();

    if (stage < 6) {
      await expect(page.getByRole('heading', { name: 'Review complete' })).toBeFocused();
      const [next] = await reviewEntries(learner.client, session.sessionid);
      expect(next).toMatchObject({ reviewstage: stage + 1, status: 'pending' });
      expect(next!.currentreviewduedate).toBe(addDays(databaseDay, intervals[stage]!));
      await expect(page.getByText(`Stage ${stage + 1} is due on`)).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Mastered!' })).toBeFocused();
      const entries = await reviewEntries(learner.client, session.sessionid);
      expect(entries.map((e) => e.status)).toEqual(Array(6).fill('completed'));
    }
    previousDay = databaseDay;
  }

  const { data: answers } = await learner.client.from('quizanswers').select('reviewstage, iscorrect').gt('reviewstage', 0);
  expect(answers).toHaveLength(12);
  expect(answers!.every((answer) => answer.iscorrect)).toBe(true);

  await page.goto('/completed-sessions');
  await expect(page.getByRole('article').filter({ hasText: session.sessionname }).getByText('Mastered')).toBeVisible();
  await page.goto(`/review/${session.sessionid}`);
  await expect(page.getByText(/^Mastered: every review of this session is done\./)).toBeVisible();
  await workThroughReview(page, rightAnswer);
  await expect(page.getByRole('button', { name: 'Complete Review' })).toHaveCount(0);
});
