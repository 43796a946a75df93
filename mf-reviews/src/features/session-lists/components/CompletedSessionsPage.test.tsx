import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  completeSession,
  databaseToday,
  leaveIncomplete,
  makeReviewDue,
  network,
  renderWithStack,
  reviewEntries,
  signUpLearner,
  startValidatingSession,
  type StackLearner,
} from '@aayra/tests/component-stack';
import CompletedSessionsPage from './CompletedSessionsPage';

/** Completes the session's next reviews through the real API, each made due today first. */
async function review(learner: StackLearner, sessionid: string, times: number) {
  const today = await databaseToday(learner.client);
  for (let done = 0; done < times; done += 1) {
    const [entry] = await reviewEntries(learner.client, sessionid);
    await makeReviewDue(entry!.entryid, today);
    const { error } = await learner.client.rpc('complete_review', { entry_id: entry!.entryid, answers: [] });
    if (error) throw error;
  }
}

async function isFavorite(learner: StackLearner, sessionid: string) {
  const { data, error } = await learner.client.from('studysessions').select('isfavorite').eq('sessionid', sessionid).single();
  if (error) throw error;
  return data.isfavorite;
}

let learner: StackLearner;
let cells: string;
beforeAll(async () => {
  learner = await signUpLearner({ plan: 'premium' });
  const genes = (await completeSession(learner.client, { subject: 'Biology', topic: 'Genes' })).sessionid;
  cells = (await completeSession(learner.client, { subject: 'Biology', topic: 'Cells' })).sessionid;
  await completeSession(learner.client, { subject: 'physics', topic: 'Waves' });
  // Neither an incomplete session nor one in progress is listed.
  await leaveIncomplete(learner.client, (await startValidatingSession(learner.client, { subject: 'Biology', topic: 'Left' })).sessionid);
  await learner.client.from('studysessions').insert({ subjectname: 'Biology', topicname: 'Running' });
  await review(learner, genes, 1);
  await review(learner, cells, 6);
});
afterEach(() => {
  network.up();
  cleanup();
});

describe('CompletedSessionsPage', () => {
  it('groups completed sessions by subject A-Z with a count, newest first, each with its stage or Mastered', async () => {
    await renderWithStack(<CompletedSessionsPage />, { learner });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Biology', 'physics']);
    const biology = screen.getByRole('region', { name: 'Biology, 2 sessions' });
    within(biology).getByText('2 sessions');
    const cards = within(biology).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Biology - Cells #1', 'Biology - Genes #1']);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe(`/review/${cells}`);
    within(cards[0]!).getByText('Mastered');
    within(cards[1]!).getByText('Stage 2');
    screen.getByRole('region', { name: 'physics, 1 session' });
  });

  it('fills the heart before the database answers, and stores the favorite', async () => {
    await renderWithStack(<CompletedSessionsPage />, { learner });
    const heart = await screen.findByRole('button', { name: 'Favorite Biology - Cells #1' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    const release = network.hold();
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(await isFavorite(learner, cells)).toBe(false);
    release();
    await waitFor(async () => expect(await isFavorite(learner, cells)).toBe(true));
  });

  it('puts the heart back and says so when the change cannot be saved', async () => {
    const other = await signUpLearner();
    const { sessionid } = await completeSession(other.client, { subject: 'Biology', topic: 'Cells' });
    await renderWithStack(<CompletedSessionsPage />, { learner: other });
    const heart = await screen.findByRole('button', { name: 'Favorite Biology - Cells #1' });
    network.down();
    await userEvent.click(heart);
    await screen.findByText('Could not update the favorite for Biology - Cells #1. Please try again.');
    expect(screen.getByRole('button', { name: 'Favorite Biology - Cells #1' }).getAttribute('aria-pressed')).toBe('false');
    expect(await isFavorite(other, sessionid)).toBe(false);
  });

  it('says so when there is nothing yet', async () => {
    await renderWithStack(<CompletedSessionsPage />, { learner: await signUpLearner() });
    await screen.findByRole('heading', { name: 'No completed sessions yet' });
  });
});
