import { Card, ConnectionNeeded, ErrorPanel, Spinner } from '@aayra/design-system/components';
import { useHomeDashboard } from '@aayra/supabase/home-dashboard';
import { waitsForConnection } from '@aayra/supabase/query-defaults';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import {
  limitLabel,
  planLabel,
  PREMIUM_PLAN,
  trialLabel,
  usageLabel,
} from '../subscription-figures';
import { UpgradeToPremium } from './UpgradeToPremium';

const rowStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 'var(--aayra-space-3)',
} as const;

export function SubscriptionCard({ userId }: { userId: string }) {
  const status = useSubscriptionStatus(userId);
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
    const trial = trialLabel(plan?.status ?? null, plan?.days_remaining ?? null, plan?.sessions_per_week ?? null);
    const figures = [
      ['Sessions per day', limitLabel(plan?.sessions_per_day)],
      ['Sessions per week', limitLabel(plan?.sessions_per_week)],
      ['Used today', usageLabel(usage.data.usedtoday, plan?.sessions_per_day)],
      ['Used this week', usageLabel(usage.data.usedthisweek, plan?.sessions_per_week)],
    ] as const;
    body = (
      <>
        <p style={{ margin: 0, fontSize: 'var(--aayra-font-size-lg)' }}>
          Plan: <strong>{planLabel(plan?.plan_name)}</strong>
        </p>
        {trial && <p style={{ margin: 0 }}>{trial}</p>}
        <dl style={{ display: 'grid', gap: 'var(--aayra-space-2)', margin: 0 }}>
          {figures.map(([term, value]) => (
            <div key={term} style={rowStyle}>
              <dt>{term}</dt>
              <dd style={{ margin: 0, fontWeight: 'var(--aayra-font-weight-bold)' }}>{value}</dd>
            </div>
          ))}
        </dl>
        {plan?.plan_name !== PREMIUM_PLAN && <UpgradeToPremium />}
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
