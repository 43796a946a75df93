import { NavLink, useLocation, useNavigate } from '@aayra/app-contract/router';
import { IconArrowLeft, IconHeart, IconHome } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { backTarget } from './back-target';

/**
 * Favorites, Home and Back. Every one of them is a move of the app's router, so the navigation
 * guard asks first when it leaves a session in progress.
 */
export function BottomBar() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const goBack = () => {
    // The router names the page a tab opened first 'default': nothing of the app lies behind it.
    const target = backTarget(pathname, key !== 'default');
    if (target === 'home') void navigate(paths.home);
    if (target === 'history') void navigate(-1);
  };
  return (
    <nav className="bottom-bar" aria-label="Main">
      <button type="button" className="bottom-bar__item" onClick={goBack}>
        <IconArrowLeft />
        Back
      </button>
      <NavLink to={paths.home} className="bottom-bar__item" end>
        <IconHome />
        Home
      </NavLink>
      <NavLink to={paths.favorites} className="bottom-bar__item">
        <IconHeart />
        Favorites
      </NavLink>
    </nav>
  );
}
