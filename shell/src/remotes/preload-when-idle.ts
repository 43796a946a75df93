import { remoteNames } from '@aayra/app-contract/remote-contract';
import { federation } from './federation';
import { whenRemoteLoadsSettle } from './load-remote-module';

/**
 * A page that loads no remote module once shown (Settings, Help, or the sign-in page, whose module
 * came before the first render) preloads this long after its load event.
 */
const WITHOUT_REMOTES_MS = 3000;

const loaded = () =>
  new Promise<void>((done) => {
    if (document.readyState === 'complete') done();
    else window.addEventListener('load', () => done(), { once: true });
  });

const idle = () =>
  new Promise<void>((done) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => done(), { timeout: 3000 });
    else setTimeout(done, 1000);
  });

/**
 * Fetches every remote's manifest and entry (a few KB each) so the first visit to another area
 * waits for one round trip less, but only once the page has loaded, its own remote modules have
 * arrived and the browser is idle: the current page's code never queues behind it. Nothing of what
 * the remotes expose is fetched before an area opens. A remote that is down is left to its own
 * area's fallback. The performance mark lets a benchmark tell the page's own bytes from these.
 */
export function preloadRemotesWhenIdle(): void {
  void loaded()
    .then(() => Promise.race([whenRemoteLoadsSettle(), new Promise((done) => setTimeout(done, WITHOUT_REMOTES_MS))]))
    .then(idle)
    .then(() => {
      performance.mark('aayra:preload-remotes');
      return federation().preloadRemote(remoteNames.map((nameOrAlias) => ({ nameOrAlias, filter: () => false })));
    })
    .catch(() => undefined);
}
