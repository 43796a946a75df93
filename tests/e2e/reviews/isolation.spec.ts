import { expect } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner } from '../../support/learners';
import { test } from '../signed-in';
import { completeSession, databaseToday, leaveIncomplete, reviewEntries, startValidatingSession } from './review-fixtures';

test('a learner never sees another learner’s sessions or reviews, by any page or URL', async ({ page, browser, newLearner }) => {
  const owner = await signUpLearner({ displayname: 'Owner' });
  const done = await completeSession(owner.client, { subject: 'Secret Subject', topic: 'Private Topic', withStudySet: true });
  await owner.client.from('studysessions').update({ isfavorite: true }).eq('sessionid', done.sessionid);
  const left = await startValidatingSession(owner.client, { subject: 'Secret Subject', topic: 'Unfinished' });
  await leaveIncomplete(owner.client, left.sessionid);
  // The owner's stage 1 review falls due today (the service role stands in for a day passing).
  const [entry] = await reviewEntries(owner.client, done.sessionid);
  await adminClient()
    .from('reviewcycleentries')
    .update({ currentreviewduedate: await databaseToday(owner.client) })
    .eq('entryid', entry!.entryid);

  const other = newLearner;
  await signInPage(page, other);

  await page.goto('/home');
  for (const card of [/Pending Reviews/, /Incomplete Sessions/, /Completed Sessions/]) {
    await expect(page.getByRole('link', { name: card })).toContainText('0');
  }
  await page.goto('/pending-reviews');
  await expect(page.getByRole('heading', { name: 'No pending reviews' })).toBeVisible();
  await page.goto('/completed-sessions');
  await expect(page.getByRole('heading', { name: 'No completed sessions yet' })).toBeVisible();
  await page.goto('/incomplete-sessions');
  await expect(page.getByRole('heading', { name: 'No incomplete sessions' })).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();

  for (const id of [done.sessionid, left.sessionid, '00000000-0000-4000-8000-000000000000', 'not-a-session']) {
    await page.goto(`/review/${id}`);
    await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    await expect(page.getByText('Secret Subject')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete Review' })).toHaveCount(0);
  }

  // The owner still sees all of it: the pages above were empty because of whose they are.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInPage(ownerPage, owner);
  await ownerPage.goto(`/review/${done.sessionid}`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: done.sessionname })).toBeVisible();
  await ownerPage.goto('/pending-reviews');
  await expect(ownerPage.getByRole('link', { name: done.sessionname })).toBeVisible();
  await ownerContext.close();
});
