import { useEffect, useState } from 'react';

/**
 * The wall clock, refreshed every tick while `active`, and at once when the tab becomes visible
 * again (a hidden tab's timers are throttled; the time left is still computed from the deadline).
 */
export function useNow(active: boolean, tickMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const refresh = () => setNow(Date.now());
    refresh();
    const timer = setInterval(refresh, tickMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [active, tickMs]);
  return now;
}
