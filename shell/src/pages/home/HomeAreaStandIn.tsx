import { useEffect, useId } from 'react';
import { LinkCard } from '@aayra/design-system/components';
import { homeAreaCounts, homeAreaTitles, type HomeArea } from '@aayra/app-contract/home-cards';
import type { RemoteName } from '@aayra/app-contract/remote-contract';
import { useHomeDashboard } from '@aayra/supabase/home-dashboard';
import type { ReportFailure } from './failed-remotes';

/** Shown beside figures Home has from before, while what draws them cannot load to refresh them. */
export const NOT_REFRESHED = 'Not refreshed';

interface HomeAreaStandInProps {
  area: HomeArea;
  remote: RemoteName;
  retry: () => void;
  report: ReportFailure;
}

/**
 * The frame of a Home area whose remote could not load: its title, and the count Home already has
 * (the shell holds the dashboard query), marked as not refreshed when it was not fetched on this
 * visit. The page says once, above the cards, which remote failed and offers its Retry.
 */
export function HomeAreaStandIn({ area, remote, retry, report }: HomeAreaStandInProps) {
  // Retry only bumps the remote's attempt, so the first one given stays good.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => report(remote, retry), [report, remote]);
  const dashboard = useHomeDashboard();
  const headingId = useId();
  const title = homeAreaTitles[area];
  if (area === 'todaySection') {
    return (
      <section className="home-area-stand-in" aria-labelledby={headingId} data-area={area}>
        <h2 id={headingId}>{title}</h2>
      </section>
    );
  }
  const countKey = area in homeAreaCounts ? homeAreaCounts[area as keyof typeof homeAreaCounts] : null;
  const count = countKey && dashboard.data ? dashboard.data[countKey] : undefined;
  const refreshed = dashboard.isSuccess && dashboard.isFetchedAfterMount;
  // A disabled card: its page belongs to the remote that is down, so there is nowhere to go yet.
  return <LinkCard className="home-area-stand-in" title={title} count={count ?? undefined} description={refreshed ? undefined : NOT_REFRESHED} disabled />;
}
