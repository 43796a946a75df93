import { RemoteWidget } from '../remotes/RemoteWidget';

export default function HomePage() {
  return (
    <div className="home">
      <h1 className="home__tagline">The Smarter way to Master more.</h1>
      <div className="home__cards">
        <RemoteWidget widget="pendingReviewsCard" />
        <RemoteWidget widget="startSessionCard" />
        <RemoteWidget widget="incompleteSessionsCard" />
        <RemoteWidget widget="completedSessionsCard" />
      </div>
    </div>
  );
}
