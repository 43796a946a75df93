import { useNavigate } from '@aayra/app-contract/router';
import { LinkCard, Spinner } from '@aayra/design-system/components';
import { useHomeDashboard } from '@aayra/supabase/home-dashboard';
import { waitsForConnection } from '@aayra/supabase/query-defaults';

interface HomeCountCardProps {
  title: string;
  description: string;
  to: string;
  count: 'pendingreviews' | 'incompletesessions' | 'completedsessions';
}

/** A home card that shows one count of the dashboard (Home's one query) and opens its list. */
export function HomeCountCard({ title, description, to, count }: HomeCountCardProps) {
  const navigate = useNavigate();
  const dashboard = useHomeDashboard();
  // A failed load reads as zero rather than an error: Home stays usable while the count is away.
  // Offline with nothing saved there is no count to show, and Today says the page needs a connection.
  const value = waitsForConnection(dashboard)
    ? undefined
    : dashboard.isPending
      ? <Spinner size="sm" label="Loading" />
      : (dashboard.data?.[count] ?? 0);
  return (
    <LinkCard
      title={title}
      description={description}
      count={value}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
