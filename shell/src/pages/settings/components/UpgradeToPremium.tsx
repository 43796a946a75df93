import { Button } from '@aayra/design-system/components';
import { premiumPrice } from '@aayra/supabase/plan-figures';
import { useStartPremiumCheckout } from '../api/start-premium-checkout';

export function UpgradeToPremium() {
  const checkout = useStartPremiumCheckout();
  const start = () =>
    checkout.mutate(undefined, {
      onSuccess: (result) => {
        if (result.kind === 'redirect') window.location.assign(result.url);
      },
    });
  return (
    <div style={{ display: 'grid', gap: 'var(--aayra-space-2)', justifyItems: 'start' }}>
      <Button variant="primary" onClick={start} loading={checkout.isPending} loadingLabel="Opening checkout...">
        Upgrade to Premium ({premiumPrice}/month)
      </Button>
      <p role="status" style={{ margin: 0 }}>
        {checkout.data?.kind === 'not-set-up' &&
          'Payments are not set up on this server yet, so Premium cannot be bought here. Nothing was charged and your plan is unchanged.'}
        {checkout.isError && 'The checkout could not be opened. Please try again in a moment.'}
      </p>
    </div>
  );
}
