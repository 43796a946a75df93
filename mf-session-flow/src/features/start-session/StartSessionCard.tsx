import { Link } from 'react-router-dom';
import { paths } from '@aayra/supabase/routes';

export function StartSessionCard() {
  return (
    <Link to={paths.newSession} className="home-card" data-card="start-session">
      <h2>Start New Session</h2>
      <p>Begin a focused study session</p>
    </Link>
  );
}
