import { useLayoutEffect, type RefObject } from 'react';
import { useAuthSession } from '@aayra/supabase/auth-session';
import { whenPageIdle } from '../../../app/when-page-idle';
import { APP_BUILD_ATTRIBUTE } from './home-snapshot-format';
import { releaseHomeSnapshot } from './hand-over';
import { homeShowsFigures } from './home-figures';

/** Taking the picture waits for the page's idle time: Home's own code is all its start loads. */
const takeHomeSnapshot = () => whenPageIdle().then(() => import('./take-home-snapshot'));

/** Changes come in bursts (a query's answer renders in several commits): the picture waits for calm. */
const SAVE_AFTER_MS = 1000;

/**
 * Home's kept picture: while the painted one stands in, it is handed over the moment the real
 * cards show their figures (checked as the DOM changes, before the browser paints); and whenever
 * Home shows the learner's figures, a new picture is kept for the next visit. Leaving Home hands
 * over too. Only a prerendered page names its build; without one (a dev server) nothing is kept.
 */
export function useHomeSnapshot(home: RefObject<HTMLElement | null>): void {
  const learner = useAuthSession()?.user.id;
  useLayoutEffect(() => {
    const element = home.current;
    if (!element || !learner) return;
    const build = document.documentElement.getAttribute(APP_BUILD_ATTRIBUTE);
    let saving: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (!homeShowsFigures(element)) return;
      releaseHomeSnapshot();
      if (!build) return;
      clearTimeout(saving);
      saving = setTimeout(() => {
        void takeHomeSnapshot().then(({ saveHomeSnapshot }) => {
          if (element.isConnected && homeShowsFigures(element)) saveHomeSnapshot(element, learner, build);
        });
      }, SAVE_AFTER_MS);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      clearTimeout(saving);
      releaseHomeSnapshot();
    };
  }, [home, learner]);
}
