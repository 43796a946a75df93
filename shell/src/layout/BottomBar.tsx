import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@aayra/supabase/routes';
import { backTarget } from './back-target';

export function BottomBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goBack = () => {
    const target = backTarget(pathname);
    if (target === 'home') void navigate(paths.home);
    if (target === 'history') void navigate(-1);
  };
  return (
    <nav className="bottom-bar" aria-label="Main">
      <button type="button" onClick={goBack}>
        Back
      </button>
      <Link to={paths.home}>Home</Link>
      <Link to={paths.favorites}>Favorites</Link>
    </nav>
  );
}
