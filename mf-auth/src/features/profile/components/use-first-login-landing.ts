import { useEffect } from 'react';
import { useLocation, useNavigate } from '@aayra/app-contract/router';
import { FIRST_LOGIN_PARAM, type FirstLoginState } from '../../../lib/first-login';

/**
 * The sign-up confirmation link opens /profile?first-login: the page takes it as the first login
 * the sign-in pages mark in router state, and leaves a clean address (a reload or a bookmark is
 * then an ordinary visit to the profile).
 */
export function useFirstLoginLanding(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const landed = new URLSearchParams(search).has(FIRST_LOGIN_PARAM);
  useEffect(() => {
    if (landed) void navigate(pathname, { replace: true, state: { firstLogin: true } satisfies FirstLoginState });
  }, [landed, navigate, pathname]);
}
