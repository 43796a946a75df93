import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  completeSession,
  databaseToday,
  makeReviewDue,
  network,
  renderWithStack,
  reviewEntries,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import PendingReviewsPage from './PendingReviewsPage';

/** Makes the session's stage-1 review due on a day relative to the learner's today. */
async function dueIn(learner: StackLearner, sessionid: string, days: number) {
  const [entry] = await reviewEntries(learner.client, sessionid);
  await makeReviewDue(entry!.entryid, addDays(await databaseToday(learner.client), days));
}

// Far ahead of UTC: for most of the day the learner's today is not the UTC one.
let learner: StackLearner;
let today: string;
let oldest: string;
beforeAll(async () => {
  learner = await signUpLearner({ timezone: 'Pacific/Kiritimati', plan: 'premium' });
  oldest = (await completeSession(learner.client, { subject: 'Biology', topic: 'Cells' })).sessionid;
  const dueToday = (await completeSession(learner.client, { subject: 'Biology', topic: 'Genes' })).sessionid;
  // Its review stays where the database put it: tomorrow, not due yet.
  await completeSession(learner.client, { subject: 'Physics', topic: 'Waves' });
  await dueIn(learner, oldest, -2);
  await dueIn(learner, dueToday, 0);
  today = await databaseToday(learner.client);
});
afterEach(() => {
  network.up();
  cleanup();
  vi.restoreAllMocks();
});

describe('PendingReviewsPage', () => {
  it('lists the reviews due by the learner’s today, oldest due first', async () => {
    await renderWithStack(<PendingReviewsPage />, { learner });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Biology - Cells #1', 'Biology - Genes #1']);
    const [first, second] = cards;
    expect(within(first!).getByRole('link').getAttribute('href')).toBe(`/review/${oldest}`);
    within(first!).getByText('Stage 1');
    within(first!).getByText('Biology');
    within(first!).getByText('Cells');
    expect(first!.querySelector('time')?.getAttribute('datetime')).toBe(addDays(today, -2));
    expect(second!.querySelector('time')?.getAttribute('datetime')).toBe(today);
  });

  it('shows “No pending reviews” when nothing is due', async () => {
    await renderWithStack(<PendingReviewsPage />, { learner: await signUpLearner() });
    await screen.findByRole('heading', { name: 'No pending reviews' });
  });

  it('empties the list and says “Error loading pending reviews” when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient } = await renderWithStack(<PendingReviewsPage />, { learner });
    await screen.findAllByRole('article');
    network.down();
    await act(() => queryClient.refetchQueries());
    await screen.findByRole('heading', { name: 'Error loading pending reviews' });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('loads again when the tab becomes visible', async () => {
    const returning = await signUpLearner();
    const done = (await completeSession(returning.client, { subject: 'Chemistry', topic: 'Bonds' })).sessionid;
    await renderWithStack(<PendingReviewsPage />, { learner: returning });
    await screen.findByRole('heading', { name: 'No pending reviews' });
    // The review falls due while the tab is in the background.
    await dueIn(returning, done, 0);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await screen.findByRole('link', { name: 'Chemistry - Bonds #1' });
  });
});
