import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@aayra/supabase/routes';
import type { StudyStatsDialogProps } from '@aayra/supabase/remote-contract';
import { RemoteWidget } from '../remotes/RemoteWidget';

export function TopBar() {
  const [statsOpen, setStatsOpen] = useState(false);
  return (
    <header className="top-bar">
      <button type="button" className="top-bar__logo" onClick={() => setStatsOpen(true)} aria-label="Aayra: open Study Stats">
        Aayra
      </button>
      <span className="top-bar__name">User</span>
      <Link to={paths.profile} className="top-bar__avatar" aria-label="Profile">
        U
      </Link>
      {statsOpen && (
        <RemoteWidget<StudyStatsDialogProps>
          widget="studyStatsDialog"
          props={{ open: statsOpen, onClose: () => setStatsOpen(false) }}
        />
      )}
    </header>
  );
}
