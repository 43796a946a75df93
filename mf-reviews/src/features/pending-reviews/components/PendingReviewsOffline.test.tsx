import { cleanup, screen } from '@testing-library/react';
import { dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  completeSession,
  databaseToday,
  makeReviewDue,
  renderWithStack,
  reviewEntries,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import PendingReviewsPage from './PendingReviewsPage';

let learner: StackLearner;
beforeAll(async () => {
  learner = await signUpLearner({ plan: 'premium' });
  const { sessionid } = await completeSession(learner.client, { subject: 'Biology', topic: 'Cells' });
  const [entry] = await reviewEntries(learner.client, sessionid);
  await makeReviewDue(entry!.entryid, addDays(await databaseToday(learner.client), -1));
});
afterEach(() => {
  onlineManager.setOnline(true);
  cleanup();
});

describe('Pending Reviews offline', () => {
  // Saving and restoring the cache on the device is @aayra/supabase's (offline-cache); here the
  // page gets the restored data as the app's providers hand it over, once the page is open.
  it('shows, after a reload without network, the reviews seen on the last visit', async () => {
    const firstVisit = await renderWithStack(<PendingReviewsPage />, { learner });
    await screen.findByRole('link', { name: 'Biology - Cells #1' });
    const saved = dehydrate(firstVisit.queryClient);

    cleanup();
    onlineManager.setOnline(false);
    const reload = await renderWithStack(<PendingReviewsPage />);
    hydrate(reload.queryClient, saved);
    await screen.findByRole('link', { name: 'Biology - Cells #1' });
    expect(screen.queryByRole('status', { name: 'Loading pending reviews' })).toBeNull();
    expect(screen.queryByText(/needs a connection/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in one line that it needs a connection when nothing was saved, and loads once back online', async () => {
    onlineManager.setOnline(false);
    await renderWithStack(<PendingReviewsPage />, { learner: await signUpLearner() });
    await screen.findByText('This page needs a connection. It will load when you are back online.');
    expect(screen.queryByRole('status', { name: 'Loading pending reviews' })).toBeNull();

    onlineManager.setOnline(true);
    await screen.findByRole('heading', { name: 'No pending reviews' });
    expect(screen.queryByText(/needs a connection/)).toBeNull();
  });
});
