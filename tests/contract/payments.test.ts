/**
 * Buying Premium through Stripe, at the boundary a payment integration is tested at: the payment
 * functions talk to the suite's Stripe-shaped server, and the webhook receives events signed with
 * Stripe's own test-header helper. The plan changes only through a verified, new event.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import Stripe from 'stripe';
import { stripeTestKeys } from '../support/stripe-shaped-server.mjs';
import { failedInvoice, stripeEvent, subscriptionObject } from '../support/stripe-events';
import { checkoutSession, deliver } from './support/payments';
import { clientFor, functionStacks, newLearner, type ContractStack } from './support/stacks';

const localStacks = inject('stripeApiBase') ? functionStacks.filter((stack) => stack.local) : [];
const APP_ORIGIN = 'http://127.0.0.1:3000';

type Learner = Awaited<ReturnType<typeof newLearner>>;

async function invoke(learner: Learner, name: string) {
  return learner.client.functions.invoke<{ url?: string; error?: string }>(name, { headers: { Origin: APP_ORIGIN } });
}

async function planOf(learner: Learner) {
  const { data, error } = await learner.client.rpc('get_user_subscription_status', { user_id_param: learner.id }).single();
  if (error) throw error;
  return data as { plan_name: string; status: string; end_date: string | null; sessions_per_day: number | null; sessions_per_week: number | null; is_trial: boolean; ads_enabled: boolean };
}

async function paymentColumns(stack: ContractStack, learnerId: string) {
  const service = clientFor(stack, stack.serviceRoleKey);
  const { data, error } = await service
    .from('users')
    .select('subscription_plan, subscription_started_at, subscription_ends_at, subscription_cancel_at_period_end, subscription_payment_failed_at, stripe_customer_id, stripe_subscription_id')
    .eq('userid', learnerId)
    .single();
  if (error) throw error;
  return data;
}

/** A learner who bought Premium: checkout opened through the function, then its completion delivered. */
async function premiumLearner(stack: ContractStack, prefix: string) {
  const learner = await newLearner(stack, prefix);
  const { data, error } = await invoke(learner, 'create-checkout');
  expect(error).toBeNull();
  const session = await checkoutSession(data!.url!);
  const subscription = `sub_test_${session.id.slice(-12)}`;
  const completed = stripeEvent('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid', subscription });
  const response = await deliver(stack, completed.payload);
  expect(response.status, await response.clone().text()).toBe(200);
  return { learner, session, subscription, customer: session.customer as string };
}

describe.each(localStacks)('buying Premium on $name', (stack) => {
  it('opens a Checkout Session in subscription mode for the caller, with the customer kept for the next time', async () => {
    const learner = await newLearner(stack, 'checkout');
    const first = await invoke(learner, 'create-checkout');
    expect(first.error).toBeNull();
    const session = await checkoutSession(first.data!.url!);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: learner.id,
      success_url: `${APP_ORIGIN}/settings?checkout=success`,
      cancel_url: `${APP_ORIGIN}/settings?checkout=cancelled`,
      line_items_requested: [{ price: stripeTestKeys.STRIPE_PREMIUM_PRICE_ID, quantity: '1' }],
    });
    const kept = (await paymentColumns(stack, learner.id)).stripe_customer_id;
    expect(kept).toBe(session.customer);
    const second = await invoke(learner, 'create-checkout');
    const again = await checkoutSession(second.data!.url!);
    expect(again.customer).toBe(kept);
    // Opening checkout changes no plan.
    expect((await planOf(learner)).plan_name).toBe('free');
  });

  it('makes the learner Premium on the signed completion: unlimited, no trial, no ads, a third session today', async () => {
    const { learner } = await premiumLearner(stack, 'premium');
    expect(await planOf(learner)).toMatchObject({ plan_name: 'premium', status: 'active', end_date: null, sessions_per_day: null, sessions_per_week: null, is_trial: false, ads_enabled: false });
    const { data } = await learner.client.functions.invoke('check-subscription');
    expect(data).toMatchObject({ subscribed: true, subscription_plan: 'premium', is_trial: false, sessions_per_day: null });
    for (const topicname of ['One', 'Two', 'Three']) {
      const created = await learner.client.from('studysessions').insert({ userid: learner.id, subjectname: 'History', topicname }).select('sessionid').single();
      expect(created.error, topicname).toBeNull();
    }
    // A learner already on Premium gets no second checkout.
    const again = await invoke(learner, 'create-checkout');
    expect(((again.error as { context?: Response })?.context)?.status).toBe(409);
  });

  it('refuses unsigned, badly signed, stale and replayed events with a 4xx, changing nothing', async () => {
    const { learner, subscription, customer } = await premiumLearner(stack, 'refusals');
    const before = await paymentColumns(stack, learner.id);
    const ended = stripeEvent('customer.subscription.deleted', subscriptionObject(subscription, customer, { status: 'canceled' }));
    const refusals = [
      await deliver(stack, ended.payload, 'unsigned'),
      await deliver(stack, ended.payload, { secret: 'whsec_someone_else' }),
      await deliver(stack, ended.payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      // Signed for another body: the signature covers the raw body.
      await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: { 'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: stripeTestKeys.STRIPE_WEBHOOK_SECRET }) },
        body: ended.payload,
      }),
    ];
    expect(refusals.map((response) => response.status)).toEqual([400, 400, 400, 400]);
    expect(await paymentColumns(stack, learner.id)).toEqual(before);

    const replayed = stripeEvent('customer.subscription.updated', subscriptionObject(subscription, customer, { cancel_at_period_end: true }));
    expect((await deliver(stack, replayed.payload)).status).toBe(200);
    const afterFirst = await paymentColumns(stack, learner.id);
    expect(afterFirst.subscription_cancel_at_period_end).toBe(true);
    // The same event again, freshly signed: refused, and the plan as the first delivery left it.
    const resumed = JSON.parse(replayed.payload) as { data: { object: Record<string, unknown> } };
    resumed.data.object.cancel_at_period_end = false;
    expect((await deliver(stack, JSON.stringify(resumed))).status).toBe(409);
    expect(await paymentColumns(stack, learner.id)).toEqual(afterFirst);
  });

  it("refuses a learner's own attempts to set a plan, extend a trial or write the subscription's columns", async () => {
    const learner = await newLearner(stack, 'self-upgrade');
    const before = await paymentColumns(stack, learner.id);
    const attempts = {
      subscription_plan: 'premium',
      subscription_ends_at: '2099-01-01T00:00:00Z',
      subscription_started_at: '2099-01-01T00:00:00Z',
      subscription_cancel_at_period_end: true,
      subscription_payment_failed_at: '2099-01-01T00:00:00Z',
      stripe_customer_id: 'cus_mine',
      stripe_subscription_id: 'sub_mine',
      createdat: '2099-01-01T00:00:00Z',
    };
    for (const [column, value] of Object.entries(attempts)) {
      const { error } = await learner.client.from('users').update({ [column]: value }).eq('userid', learner.id);
      expect(error?.code, column).toBe('42501');
    }
    const rpc = await learner.client.rpc('apply_payment_event', { event_id: 'evt_mine', event_type: 'checkout.session.completed', learner_id: learner.id });
    expect(rpc.error?.code).toBe('42501');
    expect(await paymentColumns(stack, learner.id)).toEqual(before);
    expect((await planOf(learner)).plan_name).toBe('free');
  });

  it('keeps Premium until the end of a period cancelled at its end, then the free plan with post-trial limits', async () => {
    const { learner, subscription, customer } = await premiumLearner(stack, 'cancel');
    // The account is past its 45-day trial, so the free plan it returns to has the post-trial limits.
    const service = clientFor(stack, stack.serviceRoleKey);
    await service.from('users').update({ createdat: new Date(Date.now() - 60 * 86400_000).toISOString() }).eq('userid', learner.id);
    const periodEnd = Math.floor(Date.now() / 1000) + 3;
    const cancelled = subscriptionObject(subscription, customer, { cancel_at_period_end: true }, periodEnd);
    expect((await deliver(stack, stripeEvent('customer.subscription.updated', cancelled).payload)).status).toBe(200);
    const cancelledPlan = await planOf(learner);
    expect(cancelledPlan.plan_name).toBe('premium');
    expect(new Date(cancelledPlan.end_date!).getTime()).toBe(periodEnd * 1000);
    expect((await paymentColumns(stack, learner.id)).subscription_cancel_at_period_end).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, (periodEnd + 1) * 1000 - Date.now()));
    expect(await planOf(learner)).toMatchObject({ plan_name: 'free', status: 'trial_ended', sessions_per_day: 2, sessions_per_week: 2, ads_enabled: true });
  });

  it('records a failed renewal with the date Premium ends, and the end of the subscription returns the free plan', async () => {
    const { learner, subscription, customer } = await premiumLearner(stack, 'failed-payment');
    const periodEnd = Math.floor(Date.now() / 1000) + 7 * 86400;
    expect((await deliver(stack, stripeEvent('invoice.payment_failed', failedInvoice(customer, periodEnd)).payload)).status).toBe(200);
    const failed = await paymentColumns(stack, learner.id);
    expect(failed.subscription_payment_failed_at).not.toBeNull();
    expect(new Date(failed.subscription_ends_at!).getTime()).toBe(periodEnd * 1000);
    expect((await planOf(learner)).plan_name).toBe('premium');

    const deleted = stripeEvent('customer.subscription.deleted', subscriptionObject(subscription, customer, { status: 'canceled' }));
    expect((await deliver(stack, deleted.payload)).status).toBe(200);
    expect((await planOf(learner)).plan_name).toBe('free');
    expect((await paymentColumns(stack, learner.id)).stripe_subscription_id).toBeNull();
  });

  it('opens the customer portal for a learner with a subscription, and refuses one without', async () => {
    const { learner } = await premiumLearner(stack, 'portal');
    const portal = await invoke(learner, 'customer-portal');
    expect(portal.error).toBeNull();
    expect(portal.data!.url).toMatch(/\/p\/session\/bps_[0-9a-f]+$/);
    const newcomer = await newLearner(stack, 'no-portal');
    const refused = await invoke(newcomer, 'customer-portal');
    expect(((refused.error as { context?: Response })?.context)?.status).toBe(409);
  });
});
