import { Link, useNavigate } from '@aayra/app-contract/router';
import { IconAlert, LinkCard } from '@aayra/design-system/components';
import { useCurrentStudySession, type CurrentStudySession } from '@aayra/supabase/current-session';
import { isInProgress } from '@aayra/supabase/session-state';
import { homeAreaTitles } from '@aayra/app-contract/home-cards';
import { paths } from '@aayra/app-contract/routes';
import { useHomeDashboard } from '@aayra/supabase/home-dashboard';
import { limitReset, UPGRADE_TEXT } from '../../../lib/limit-reset';
import { phasePath } from '../../../lib/phase-path';
import { useNow } from '../../../lib/use-now';
import { sessionProgressText } from '../../../lib/session-progress-text';
import { startSessionText } from '../start-session-text';

/**
 * The home card that opens /new-session, or says why a session cannot start now; while a session
 * is in progress (on this device or another) it continues that session instead.
 */
export function StartSessionCard() {
  const session = useCurrentStudySession();
  if (session && isInProgress(session.status)) return <ContinueSessionCard session={session} />;
  return <NewSessionCard />;
}

function ContinueSessionCard({ session }: { session: CurrentStudySession }) {
  const navigate = useNavigate();
  const now = useNow(session.timerEndsAt !== null, 1000);
  const to = phasePath(session.status);
  return (
    <LinkCard
      title={`Continue: ${session.sessionname}`}
      description={sessionProgressText(session, now)}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}

function NewSessionCard() {
  const navigate = useNavigate();
  // Home's one dashboard query, shared with the home cards, so Home asks for it once.
  const limits = useHomeDashboard();
  const { description, disabled } = startSessionText(limits.data, limits.isError);
  const reset = limits.data ? limitReset(limits.data) : null;
  const card = (
    <LinkCard
      title={homeAreaTitles.startSessionCard}
      description={reset ? `${description}. ${reset.text}` : description}
      // Unavailable is said by the icon and the words, not by the muted colour alone.
      icon={disabled ? <IconAlert /> : undefined}
      href={paths.newSession}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        void navigate(paths.newSession);
      }}
    />
  );
  if (!reset?.canUpgrade) return card;
  return (
    <div className="sf-limit-card">
      {card}
      <Link className="sf-limit-card__upgrade" to={paths.settings}>
        {UPGRADE_TEXT}
      </Link>
    </div>
  );
}
