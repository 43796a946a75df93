/**
 * Buying Premium in Chromium, against the tests' Stripe-shaped server: the app's checkout goes to
 * the address Stripe's API answered, the signed webhook event is delivered as Stripe would, and
 * Settings, Home and the database follow. Then a cancellation, a failed payment and the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminClient, e2eBackend } from '../../support/backend';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { checkoutSessionAt, deliverStripeEvent, failedInvoice, stripeEvent, subscriptionObject } from '../../support/stripe-events';

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86400;
const readable = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

async function deliver(type: string, object: object) {
  const response = await deliverStripeEvent(e2eBackend().url, stripeEvent(type, object).payload);
  expect(response.status, await response.clone().text()).toBe(200);
}

function subscriptionCard(page: Page) {
  return page.getByRole('region', { name: 'Subscription' });
}

/** The card's payment notice: its one status line with words (the buttons' own stay empty). */
function paymentNotice(page: Page) {
  return subscriptionCard(page).getByRole('status').filter({ hasText: /\S/ });
}

async function startSession(learner: TestLearner, topicname: string) {
  return learner.client.from('studysessions').insert({ userid: learner.session.user.id, subjectname: 'History', topicname }).select('sessionid').single();
}

test('a learner buys Premium: checkout, the signed completion, then unlimited sessions with no trial', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Premium Learner' });
  await signInPage(page, learner);
  await page.goto('/settings');
  const card = subscriptionCard(page);
  await expect(card.getByText('Plan: Free')).toBeVisible();

  await card.getByRole('button', { name: 'Upgrade to Premium ($9.99/month)' }).click();
  await page.waitForURL(/\/c\/pay\/cs_test_/);
  const session = await checkoutSessionAt(e2eBackend().stripeApiBase, page.url());
  expect(session.client_reference_id).toBe(learner.session.user.id);

  // Back from checkout before Stripe's event: Settings waits for it, then shows Premium.
  await page.goto(session.success_url!);
  await expect(paymentNotice(page)).toHaveText('Payment received. Premium turns on as soon as Stripe confirms it, usually within seconds.');
  await deliver('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid', subscription: `sub_e2e_${session.id.slice(-10)}` });
  await expect(paymentNotice(page)).toHaveText('Welcome to Premium: unlimited sessions and no ads.');
  await expect(card.getByText('Plan: Premium')).toBeVisible();
  await expect(card.getByText(/free trial/)).toHaveCount(0);
  await expect(card.getByRole('definition')).toHaveText(['Unlimited', 'Unlimited', '0', '0']);
  await expect(card.getByRole('button', { name: /Upgrade to Premium/ })).toHaveCount(0);

  // Home's limit text follows: no daily count for a plan without a limit.
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Start New Session/ })).toContainText('Begin a focused study session');
  await expect(page.getByRole('link', { name: /Start New Session/ })).not.toContainText('today)');

  // The database allows a third session today, which the free plan refuses.
  for (const topic of ['One', 'Two', 'Three']) expect((await startSession(learner, topic)).error, topic).toBeNull();
});

test('cancelled at period end, a failed payment, then the end of Premium: each says so on Settings', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Leaving Learner' });
  const learnerId = learner.session.user.id;
  // Past the 45-day trial, so the free plan it returns to has the post-trial limits.
  await adminClient().from('users').update({ createdat: new Date(Date.now() - 60 * 86400_000).toISOString() }).eq('userid', learnerId);
  await signInPage(page, learner);
  await page.goto('/settings');
  const card = subscriptionCard(page);
  await card.getByRole('button', { name: 'Upgrade to Premium ($9.99/month)' }).click();
  await page.waitForURL(/\/c\/pay\/cs_test_/);
  const session = await checkoutSessionAt(e2eBackend().stripeApiBase, page.url());
  const subscription = `sub_e2e_${session.id.slice(-10)}`;
  const customer = session.customer as string;
  await deliver('checkout.session.completed', { ...session, status: 'complete', subscription });

  // Manage subscription opens the customer portal the function asked Stripe for.
  await page.goto('/settings');
  await card.getByRole('button', { name: 'Manage subscription' }).click();
  await page.waitForURL(/\/p\/session\/bps_/);

  const periodEnd = inDays(12);
  await deliver('customer.subscription.updated', subscriptionObject(subscription, customer, { cancel_at_period_end: true }, periodEnd));
  await page.goto('/settings');
  await expect(paymentNotice(page)).toHaveText(`Premium is cancelled and stays on until ${readable(periodEnd)}. Then your plan returns to Free.`);
  await expect(card.getByText('Plan: Premium')).toBeVisible();

  const failedPeriodEnd = inDays(5);
  await deliver('invoice.payment_failed', failedInvoice(customer, failedPeriodEnd));
  await page.reload();
  await expect(paymentNotice(page)).toHaveText(
    `Your last payment failed. Premium ends on ${readable(failedPeriodEnd)} unless the payment goes through: update your card under Manage subscription.`,
  );

  await deliver('customer.subscription.deleted', subscriptionObject(subscription, customer, { status: 'canceled' }));
  await page.reload();
  await expect(card.getByText('Plan: Free')).toBeVisible();
  await expect(card.getByText('Your free trial has ended: the free plan now allows 2 sessions a week.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Upgrade to Premium ($9.99/month)' })).toBeVisible();
});
