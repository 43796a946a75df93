import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  completeSession,
  leaveIncomplete,
  network,
  renderWithStack,
  signInApp,
  signUpLearner,
  startValidatingSession,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { widgets } from '../../../widgets';

let learner: StackLearner;
beforeAll(async () => {
  learner = await signUpLearner({ plan: 'premium' });
  await completeSession(learner.client, { subject: 'Biology', topic: 'Cells' });
  await completeSession(learner.client, { subject: 'Biology', topic: 'Genes' });
  const left = await startValidatingSession(learner.client, { subject: 'Physics', topic: 'Waves' });
  await leaveIncomplete(learner.client, left.sessionid);
});
afterEach(() => {
  network.up();
  cleanup();
});

function HomeCards() {
  const { PendingReviewsCard, IncompleteSessionsCard, CompletedSessionsCard } = widgets;
  return (
    <>
      {PendingReviewsCard && <PendingReviewsCard />}
      {IncompleteSessionsCard && <IncompleteSessionsCard />}
      {CompletedSessionsCard && <CompletedSessionsCard />}
    </>
  );
}

describe('home cards', () => {
  it("show the learner's counts, each leading to its list", async () => {
    await renderWithStack(<HomeCards />, { learner });
    // Both reviews fall due tomorrow: none is pending today.
    expect((await screen.findByRole('link', { name: /^Pending Reviews 0/ })).getAttribute('href')).toBe('/pending-reviews');
    expect(screen.getByRole('link', { name: /^Incomplete Sessions 1/ }).getAttribute('href')).toBe('/incomplete-sessions');
    expect(screen.getByRole('link', { name: /^Completed Sessions 2/ }).getAttribute('href')).toBe('/completed-sessions');
  });

  it('read zero when the counts cannot be loaded', async () => {
    await signInApp(learner);
    network.down();
    await renderWithStack(<HomeCards />);
    await screen.findByRole('link', { name: /^Completed Sessions 0/ });
    screen.getByRole('link', { name: /^Incomplete Sessions 0/ });
  });

  it('open their list inside the app', async () => {
    await renderWithStack(<HomeCards />, { learner });
    await userEvent.click(await screen.findByRole('link', { name: /^Completed Sessions 2/ }));
    expect(screen.getByTestId('location').textContent).toBe('/completed-sessions');
  });
});
