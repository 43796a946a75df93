import { useHomeDashboard } from '@aayra/supabase/home-dashboard';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { homeCards } from './home-widgets';

export default function HomePage() {
  // Home's one dashboard query starts with the page, while the remotes that show it still load;
  // they read the same query, so Home makes one request.
  useHomeDashboard();
  return (
    <div className="home">
      <h1 className="home__tagline">The Smarter way to Master more.</h1>
      <div className="home__cards">
        {homeCards.map((card) => (
          <RemoteWidget key={card} widget={card} />
        ))}
      </div>
      <RemoteWidget widget="todaySection" />
    </div>
  );
}
