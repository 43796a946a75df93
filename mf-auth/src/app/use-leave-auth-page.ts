import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

interface Destination {
  to: string;
  options?: NavigateOptions;
}

/**
 * Where a learner goes once signed in on an auth page. The host sends anyone who becomes signed in
 * on these pages to /home as soon as the session appears, which can happen before or after this
 * page makes its own choice (/profile on a first login). So the choice is made again right after
 * the page is unmounted, when the host's redirect has run, and the page's choice is the last word.
 */
export function useLeaveAuthPage(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const mounted = useRef(false);
  const destination = useRef<Destination | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const chosen = destination.current;
      // A macrotask: the host's redirect is an effect of the same commit that unmounted this page.
      if (chosen) setTimeout(() => void navigate(chosen.to, chosen.options), 0);
    };
  }, [navigate]);

  return useCallback(
    (to: string, options?: NavigateOptions) => {
      destination.current = { to, options };
      if (mounted.current) void navigate(to, options);
      else setTimeout(() => void navigate(to, options), 0);
    },
    [navigate],
  );
}
