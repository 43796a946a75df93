import { Card, ConnectionNeeded, ErrorPanel, Spinner } from '@aayra/design-system/components';
import { useHomeDashboard } from '@aayra/supabase/home-dashboard';
import { waitsForConnection } from '@aayra/supabase/query-defaults';
import { useSearchParams } from '@aayra/app-contract/router';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { usePaymentState } from '../api/get-payment-state';
import {
  limitLabel,
  planLabel,
  PREMIUM_PLAN,
  trialLabel,
  usageLabel,
} from '../subscription-figures';
import { premiumPrice } from '@aayra/supabase/plan-figures';
import { PaymentPageButton } from './PaymentPageButton';
import { paymentNotice, type CheckoutOutcome } from './PaymentNotice';

const rowStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 'var(--aayra-space-3)',
} as const;

/** Where the payment provider's checkout sent the learner back: /settings?checkout=success|cancelled. */
function checkoutOutcome(search: URLSearchParams): CheckoutOutcome {
  const outcome = search.get('checkout');
  return outcome === 'success' || outcome === 'cancelled' ? outcome : null;
}

export function SubscriptionCard({ userId }: { userId: string }) {
  const [search] = useSearchParams();
  const outcome = checkoutOutcome(search);
  const status = useSubscriptionStatus(userId, outcome === 'success');
  const waitingForPremium = outcome === 'success' && status.data?.plan_name !== PREMIUM_PLAN;
  const payment = usePaymentState(userId, waitingForPremium);
  // Sessions used today and this week, in the learner's own calendar: Home's one dashboard query,
  // so coming from Home asks nothing again.
  const usage = useHomeDashboard();

  let body;
  if (waitsForConnection(status) || waitsForConnection(usage)) {
    body = <ConnectionNeeded />;
  } else if (status.isPending || usage.isPending) {
    body = <Spinner label="Loading your plan" />;
  } else if (status.isError || usage.isError) {
    body = (
      <ErrorPanel
        title="Your plan could not be loaded"
        headingLevel={3}
        onRetry={() => {
          void status.refetch();
          void usage.refetch();
        }}
      />
    );
  } else {
    const plan = status.data;
    const isPremium = plan?.plan_name === PREMIUM_PLAN;
    const notice = paymentNotice(outcome, isPremium, plan?.end_date, payment.data);
    const trial = trialLabel(plan?.status ?? null, plan?.days_remaining ?? null, plan?.sessions_per_week ?? null);
    const figures = [
      ['Sessions per day', limitLabel(plan?.sessions_per_day)],
      ['Sessions per week', limitLabel(plan?.sessions_per_week)],
      ['Started today', usageLabel(usage.data.usedtoday ?? 0, plan?.sessions_per_day)],
      ['Started this week', usageLabel(usage.data.usedthisweek ?? 0, plan?.sessions_per_week)],
    ] as const;
    body = (
      <>
        <p style={{ margin: 0, fontSize: 'var(--aayra-font-size-lg)' }}>
          Plan: <strong>{planLabel(plan?.plan_name)}</strong>
        </p>
        {trial && <p style={{ margin: 0 }}>{trial}</p>}
        {notice && (
          <p role="status" style={{ margin: 0 }}>
            {notice}
          </p>
        )}
        <dl style={{ display: 'grid', gap: 'var(--aayra-space-2)', margin: 0 }}>
          {figures.map(([term, value]) => (
            <div key={term} style={rowStyle}>
              <dt>{term}</dt>
              <dd style={{ margin: 0, fontWeight: 'var(--aayra-font-weight-bold)' }}>{value}</dd>
            </div>
          ))}
        </dl>
        {/* Home's weekly goal counts completed sessions; the plan's limits count every session started. */}
        <p style={{ margin: 0 }}>Every session you start counts toward your plan&apos;s limits; your weekly goal counts completed sessions.</p>
        {!isPremium && (
          <PaymentPageButton page="create-checkout" variant="primary" loadingLabel="Opening checkout..." failure="The checkout could not be opened. Please try again in a moment.">
            Upgrade to Premium ({premiumPrice}/month)
          </PaymentPageButton>
        )}
        {isPremium && payment.data?.hasCustomer && (
          <PaymentPageButton page="customer-portal" variant="secondary" loadingLabel="Opening..." failure="Your subscription could not be opened. Please try again in a moment.">
            Manage subscription
          </PaymentPageButton>
        )}
      </>
    );
  }

  return (
    <Card
      as="section"
      aria-labelledby="settings-subscription-title"
      style={{ display: 'grid', gap: 'var(--aayra-space-3)' }}
    >
      <h2 id="settings-subscription-title" style={{ margin: 0 }}>
        Subscription
      </h2>
      {body}
    </Card>
  );
}
