import { useRef } from 'react';
import { remoteWidgets } from '@aayra/app-contract/remote-contract';
import type { HomeArea } from '@aayra/app-contract/home-cards';
import { useHomeDashboard } from '@aayra/supabase/home-dashboard';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { useFailedRemotes, type ReportFailure } from './home/failed-remotes';
import { HomeAreaStandIn } from './home/HomeAreaStandIn';
import { HomeFrame } from './home/HomeFrame';
import { homeCards } from './home-widgets';
import { useHomeSnapshot } from './home/snapshot/useHomeSnapshot';

export default function HomePage() {
  // Home's one dashboard query starts with the page, while the remotes that show it still load;
  // they read the same query, so Home makes one request.
  useHomeDashboard();
  const { failed, report } = useFailedRemotes();
  // The picture a repeat visit paints before any script runs, handed over when these cards fill.
  const home = useRef<HTMLDivElement>(null);
  useHomeSnapshot(home);
  return (
    <HomeFrame ref={home}>
      {/* One notice and one Retry per remote that failed, however many of its areas Home shows. */}
      {[...failed].map(([remote, { retry }]) => (
        <RemoteFallback key={remote} remote={remote} onRetry={retry} />
      ))}
      <div className="home__cards">
        {homeCards.map((card) => (
          <HomeAreaSlot key={card} area={card} report={report} />
        ))}
      </div>
      <HomeAreaSlot area="todaySection" report={report} />
    </HomeFrame>
  );
}

/** A Home area drawn by its remote, or its frame while that remote cannot load. */
function HomeAreaSlot({ area, report }: { area: HomeArea; report: ReportFailure }) {
  const { remote } = remoteWidgets[area];
  return <RemoteWidget widget={area} renderFallback={(retry) => <HomeAreaStandIn area={area} remote={remote} retry={retry} report={report} />} />;
}
