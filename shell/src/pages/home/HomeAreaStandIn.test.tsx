import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { completeSession, network, renderWithStack, signUpLearner, type StackLearner } from '@aayra/tests/component-stack';
import { HomeAreaStandIn, NOT_REFRESHED } from './HomeAreaStandIn';

let learner: StackLearner;
beforeAll(async () => {
  learner = await signUpLearner({ plan: 'premium' });
  await completeSession(learner.client, { subject: 'Biology', topic: 'Cells' });
  await completeSession(learner.client, { subject: 'Biology', topic: 'Genes' });
});
afterEach(() => {
  network.up();
  cleanup();
});

describe('a Home area whose remote cannot load', () => {
  it('keeps its title and the count Home has, and reports its remote once to the page', async () => {
    const withdraw = vi.fn();
    const report = vi.fn(() => withdraw);
    await renderWithStack(<HomeAreaStandIn area="completedSessionsCard" remote="mf_reviews" retry={() => undefined} report={report} />, { learner });
    const card = await screen.findByRole('button', { name: /^Completed Sessions 2$/ });
    expect(card).toHaveProperty('disabled', true);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('mf_reviews', expect.any(Function));
    cleanup();
    expect(withdraw).toHaveBeenCalledTimes(1);
  });

  it('says its figure was not refreshed when Home could not fetch it on this visit', async () => {
    network.down();
    await renderWithStack(<HomeAreaStandIn area="pendingReviewsCard" remote="mf_reviews" retry={() => undefined} report={() => () => undefined} />, { learner });
    expect(await screen.findByRole('button', { name: new RegExp(`^Pending Reviews.*${NOT_REFRESHED}`) })).toBeTruthy();
  });
});
