import { expect, test } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { leaveIncomplete, makePremium, startValidatingSession } from './review-fixtures';

test('an incomplete session resumes at validation, as the current session, validating again', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Resuming Learner' });
  const left = await startValidatingSession(learner.client, { subject: 'History', topic: 'Rome', withStudySet: true });
  await leaveIncomplete(learner.client, left.sessionid);
  const validating = await startValidatingSession(learner.client, { subject: 'History', topic: 'Greece' });
  await signInPage(page, learner);

  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Incomplete Sessions/ })).toContainText('2');
  await page.getByRole('link', { name: /Incomplete Sessions/ }).click();
  await expect(page).toHaveURL(/\/incomplete-sessions$/);

  const list = page.getByRole('list', { name: 'Incomplete sessions' });
  await expect(list.getByRole('article')).toHaveCount(2);
  const leftCard = list.getByRole('article').filter({ hasText: left.sessionname });
  await expect(leftCard.getByText('Incomplete', { exact: true })).toBeVisible();
  await expect(
    list.getByRole('article').filter({ hasText: validating.sessionname }).getByText('Validating', { exact: true }),
  ).toBeVisible();

  await leftCard.getByRole('button', { name: `Resume ${left.sessionname}` }).click();
  await expect(page).toHaveURL(/\/validation$/);

  const { data } = await learner.client.from('studysessions').select('status').eq('sessionid', left.sessionid).single();
  expect(data?.status).toBe('validating');
  const current = await page.evaluate(() => JSON.parse(localStorage.getItem('aayra.currentSession') ?? 'null'));
  expect(current).toMatchObject({ sessionid: left.sessionid, sessionname: left.sessionname, status: 'validating', reviewstage: 0 });
});

test('the incomplete list shows the latest 20 incomplete or validating sessions, nothing in focus', async ({ page }) => {
  test.setTimeout(90_000);
  const learner = await signUpLearner({ displayname: 'Busy Learner' });
  await makePremium(learner);
  const oldest = await startValidatingSession(learner.client, { subject: 'Art', topic: 'Colour' });
  for (let batch = 0; batch < 4; batch += 1) {
    await Promise.all(
      Array.from({ length: 5 }, () => startValidatingSession(learner.client, { subject: 'Art', topic: 'Shape' })),
    );
  }
  const { data: inFocus } = await learner.client
    .from('studysessions')
    .insert({ subjectname: 'Art', topicname: 'Line' })
    .select('sessionname')
    .single();
  await signInPage(page, learner);

  await page.goto('/incomplete-sessions');
  const list = page.getByRole('list', { name: 'Incomplete sessions' });
  await expect(list.getByRole('article')).toHaveCount(20);
  await expect(list.getByText(oldest.sessionname, { exact: true })).toHaveCount(0);
  await expect(page.getByText(inFocus!.sessionname)).toHaveCount(0);
});
