import { useNavigate } from 'react-router-dom';
import { LinkCard } from '@aayra/design-system/components';
import { paths } from '@aayra/supabase/routes';
import { useSessionLimits } from '../../../lib/get-session-limits';
import { startSessionText } from '../start-session-text';

/** The home card that opens /new-session, or says why a session cannot start now. */
export function StartSessionCard() {
  const navigate = useNavigate();
  const limits = useSessionLimits();
  const { description, disabled } = startSessionText(limits.data, limits.isError);
  return (
    <LinkCard
      title="Start New Session"
      description={description}
      href={paths.newSession}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        void navigate(paths.newSession);
      }}
    />
  );
}
