import type { ReactNode } from 'react';
import { Button } from '@aayra/design-system/components';
import { useOpenPaymentPage } from '../api/open-payment-page';

const NOT_SET_UP =
  'Payments are not set up on this server yet, so Premium cannot be bought here. Nothing was charged and your plan is unchanged.';

interface PaymentPageButtonProps {
  page: 'create-checkout' | 'customer-portal';
  variant: 'primary' | 'secondary';
  loadingLabel: string;
  /** What the learner is told when the page cannot be opened. */
  failure: string;
  children: ReactNode;
}

/** Opens the payment provider's checkout or customer portal, and says why when it cannot. */
export function PaymentPageButton({ page, variant, loadingLabel, failure, children }: PaymentPageButtonProps) {
  const open = useOpenPaymentPage(page);
  const result = open.data;
  return (
    <div style={{ display: 'grid', gap: 'var(--aayra-space-2)', justifyItems: 'start' }}>
      <Button variant={variant} onClick={() => open.mutate()} loading={open.isPending} loadingLabel={loadingLabel}>
        {children}
      </Button>
      <p role="status" style={{ margin: 0 }}>
        {result?.kind === 'not-set-up' && NOT_SET_UP}
        {result?.kind === 'refused' && result.message}
        {open.isError && failure}
      </p>
    </div>
  );
}
