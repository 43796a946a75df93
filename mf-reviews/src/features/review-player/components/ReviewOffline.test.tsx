// Reviews offline: what Home lists as due is kept on the device, and what is not says so plainly.
// Saving and restoring the cache is @aayra/supabase's (offline-cache); here a page gets the restored
// data as the app's providers hand it over, once the page is open. The page keeps answers made
// offline in IndexedDB, which happy-dom has not: an in-memory one stands in.
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  completeSession,
  network,
  renderWithStack,
  reviewEntries,
  sessionsWithReviewsDue,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { widgets } from '../../../widgets';
import { reviewSessionQueryOptions } from '../../../lib/api/get-review';
import { KEPT_DUE_REVIEWS, keepDueReviewsOnDevice } from '../../../lib/api/keep-due-reviews';
import ReviewPage from './ReviewPage';
import { NOT_ON_DEVICE } from './ReviewNotOnDevice';

/** Six reviews due, a day apart, oldest first: Home names five, the sixth is only counted. */
let busy: StackLearner;
let dueSessionIds: string[];
beforeAll(async () => {
  busy = await signUpLearner({ plan: 'premium' });
  dueSessionIds = await sessionsWithReviewsDue(busy.client, 6, { withStudySet: true });
});
afterEach(() => {
  onlineManager.setOnline(true);
  cleanup();
});

const TodaySection = widgets.TodaySection!;
const renderReview = (id: string, learner?: StackLearner) =>
  renderWithStack(<ReviewPage />, { learner, path: `/review/${id}`, route: '/review/:sessionId' });
const reviewKey = (learner: StackLearner, sessionid: string) => reviewSessionQueryOptions(learner.id, sessionid).queryKey;
const sessionReads = (requests: string[]) => requests.filter((request) => request.startsWith('GET /rest/v1/studysessions?'));

describe('Reviews offline', () => {
  it('plays a due review offline that was never opened, once Home has listed it, even one Home only counts', async () => {
    const home = await renderWithStack(<TodaySection />, { learner: busy });
    await screen.findByRole('link', { name: 'See all 6 reviews due' });
    await waitFor(() => expect(dueSessionIds.map((id) => home.queryClient.getQueryData(reviewKey(busy, id)))).not.toContain(undefined), {
      timeout: 10_000,
    });
    const saved = dehydrate(home.queryClient);

    cleanup();
    onlineManager.setOnline(false);
    const reload = await renderReview(dueSessionIds[5]!);
    hydrate(reload.queryClient, saved);
    await screen.findByText(/^Stage 1 review is due\./);
    screen.getByRole('heading', { level: 2, name: 'Flashcards' });
    expect(screen.queryByRole('status', { name: 'Loading the review' })).toBeNull();
    expect(screen.queryByText(NOT_ON_DEVICE)).toBeNull();
  });

  it('does not fetch again a due review already kept, and keeps at most the cap', async () => {
    const home = await renderWithStack(<TodaySection />, { learner: busy });
    await waitFor(() => expect(home.queryClient.getQueryData(reviewKey(busy, dueSessionIds[5]!))).toBeDefined(), { timeout: 10_000 });
    // The same six again, as on the next visit: every one is kept and recent.
    const due = await Promise.all(
      dueSessionIds.map(async (sessionid) => ({ sessionid, entryid: (await reviewEntries(busy.client, sessionid))[0]!.entryid })),
    );
    const again = network.record();
    await keepDueReviewsOnDevice(home.queryClient, busy.id, due, due.length);
    expect(sessionReads(again())).toEqual([]);

    // A list longer than the cap: only the oldest due are fetched.
    const many = Array.from({ length: KEPT_DUE_REVIEWS + 5 }, () => ({ entryid: randomUUID(), sessionid: randomUUID() }));
    const capped = network.record();
    await keepDueReviewsOnDevice(home.queryClient, busy.id, many, many.length);
    expect(sessionReads(capped())).toHaveLength(KEPT_DUE_REVIEWS);
  });

  it('says plainly, with the way back Home, that a review not kept on the device needs a connection, and opens it once back online', async () => {
    const learner = await signUpLearner();
    const { sessionid } = await completeSession(learner.client, { subject: 'Biology', topic: 'Cells', withStudySet: true });
    onlineManager.setOnline(false);
    await renderReview(sessionid, learner);
    await screen.findByText(NOT_ON_DEVICE);
    const notKept = screen.getByRole('heading', { level: 2, name: 'Not saved on this device' });
    expect(within(notKept.parentElement!).getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('status', { name: 'Loading the review' })).toBeNull();

    onlineManager.setOnline(true);
    await screen.findByText(/^Stage 1 review is due on /);
    expect(screen.queryByText(NOT_ON_DEVICE)).toBeNull();
  });

  it('says offline that an address which is no session id names no session, without waiting for a connection', async () => {
    onlineManager.setOnline(false);
    await renderReview('not-a-session', await signUpLearner());
    await screen.findByRole('heading', { name: 'Session not found' });
    expect(screen.queryByText(NOT_ON_DEVICE)).toBeNull();
  });
});
