import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithStack, signUpLearner, type StackLearner } from '@aayra/tests/component-stack';
import { SubscriptionCard } from './SubscriptionCard';

// The component stack's functions have no payment settings: a server where payments are not set up.
let learner: StackLearner;
beforeAll(async () => {
  learner = await signUpLearner({ displayname: 'Plan Learner' });
});
afterEach(cleanup);

const card = () => screen.getByRole('region', { name: 'Subscription' });

describe('the subscription card', () => {
  it('explains that payments are not set up when the server has no payment provider, and the plan stays Free', async () => {
    await renderWithStack(<SubscriptionCard userId={learner.id} />, { learner, path: '/settings' });
    await userEvent.click(await within(card()).findByRole('button', { name: 'Upgrade to Premium ($9.99/month)' }));
    expect(await within(card()).findByText(/^Payments are not set up on this server yet/)).toBeTruthy();
    const { data } = await learner.client.rpc('get_user_subscription_status', { user_id_param: learner.id }).single();
    expect((data as { plan_name: string }).plan_name).toBe('free');
    expect(card().textContent).toContain('Plan: Free');
  });

  it('says that a cancelled checkout charged nothing', async () => {
    await renderWithStack(<SubscriptionCard userId={learner.id} />, { learner, path: '/settings', search: '?checkout=cancelled' });
    expect(await within(card()).findByText('Checkout was cancelled. Nothing was charged and your plan is unchanged.')).toBeTruthy();
  });
});
