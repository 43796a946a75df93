import { Link } from 'react-router-dom';
import { paths } from '@aayra/supabase/routes';

export function NotFoundPage() {
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to={paths.home}>Go to Home</Link>
    </div>
  );
}
