import { useState } from 'react';
import { Link } from '@aayra/app-contract/router';
import { Avatar, VisuallyHidden } from '@aayra/design-system/components';
import { useProfile } from '@aayra/supabase/profile';
import { paths } from '@aayra/app-contract/routes';
import { RemoteWidget } from '../remotes/RemoteWidget';

export function TopBar() {
  const [statsOpen, setStatsOpen] = useState(false);
  const { data: profile } = useProfile();
  // undefined until the profile has loaded; null when the learner has no profile row yet.
  const known = profile !== undefined;
  const displayName = profile?.displayname || null;
  return (
    <header className="top-bar">
      <button
        type="button"
        className="top-bar__logo"
        onClick={() => setStatsOpen(true)}
        aria-label="Aayra: open Study Stats"
        aria-haspopup="dialog"
      >
        Aayra
      </button>
      <span className="top-bar__name" data-testid="display-name">
        {known ? (displayName ?? 'User') : <span className="top-bar__placeholder" aria-hidden="true" />}
      </span>
      <Link to={paths.profile} className="top-bar__avatar">
        {known ? (
          <Avatar name={displayName} src={profile?.profilepictureurl || null} size="sm" />
        ) : (
          <span className="top-bar__avatar-placeholder" aria-hidden="true" />
        )}
        <VisuallyHidden>Profile</VisuallyHidden>
      </Link>
      {statsOpen && (
        <RemoteWidget
          widget="studyStatsDialog"
          props={{ open: statsOpen, onClose: () => setStatsOpen(false) }}
        />
      )}
    </header>
  );
}
