// Refusals are kept in IndexedDB, which happy-dom has not: an in-memory one stands in.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  completeSession,
  renderWithStack,
  reviewEntries,
  signInApp,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { queueCall } from '@aayra/supabase/queued-calls';
import { sendQueuedCalls } from '@aayra/supabase/send-queued-calls';
import { QueuedCallNotices } from './QueuedCallNotices';

afterEach(cleanup);

/**
 * Completes a session's first review on this device while it is not due yet (tomorrow), and lets
 * the queue send it: the database refuses it, and the learner gets a notice.
 */
async function refusedReview(learner: StackLearner, topic: string) {
  const { sessionid, sessionname } = await completeSession(learner.client, {
    subject: 'Biology',
    topic,
  });
  const [entry] = await reviewEntries(learner.client, sessionid);
  const id = randomUUID();
  await queueCall({
    id,
    learnerId: learner.id,
    rpc: 'complete_review',
    args: { entry_id: entry!.entryid, answers: [], completion_id: id },
    about: `Your review of ${sessionname}, stage 1`,
    refreshes: [],
  });
  return sessionname;
}

let maya: StackLearner;
let other: StackLearner;
beforeAll(async () => {
  [maya, other] = await Promise.all([signUpLearner({ plan: 'premium' }), signUpLearner()]);
  await refusedReview(other, 'Genes');
  await signInApp(other);
  expect(await sendQueuedCalls()).toMatchObject({ refused: 1 });
  await refusedReview(maya, 'Cells');
  await refusedReview(maya, 'Plants');
  await signInApp(maya);
  expect(await sendQueuedCalls()).toMatchObject({ refused: 2 });
});

const NOT_DUE = String.raw`could not be saved: This review is not due until \d{4}-\d{2}-\d{2}\.$`;

describe('notices of answers the backend refused', () => {
  it("tells the learner which review was refused and why, and only the learner's own", async () => {
    await renderWithStack(<QueuedCallNotices />, { learner: maya });
    const notices = await screen.findAllByRole('alert');
    expect(notices.map((n) => n.querySelector('p')?.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^Your review of Biology - Cells #1, stage 1, ${NOT_DUE}`)),
      expect.stringMatching(new RegExp(`^Your review of Biology - Plants #1, stage 1, ${NOT_DUE}`)),
    ]);
    expect(screen.queryByText(/Genes/)).toBeNull();
  });

  it('keeps each notice until it is dismissed, from the keyboard too, and focus moves to the next', async () => {
    await renderWithStack(<QueuedCallNotices />, { learner: maya });
    await screen.findAllByRole('alert');
    const user = userEvent.setup();
    await user.tab();
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss' });
    expect(document.activeElement).toBe(first);
    // Its sentence says which notice it dismisses.
    expect(document.getElementById(first!.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Cells #1/,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(document.activeElement).toBe(second);
    screen.getByText(/^Your review of Biology - Plants #1/);

    // Dismissed stays dismissed: the page opened again shows only the other one.
    cleanup();
    await renderWithStack(<QueuedCallNotices />, { learner: maya });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
