import { whenRemoteLoadsSettle } from '../remotes/load-remote-module';

/**
 * A page that loads no remote module once shown (Settings, Help, or the sign-in page, whose module
 * came before the first render) counts as settled this long after its load event.
 */
const WITHOUT_REMOTES_MS = 3000;

/** The performance mark set when the page is idle, so tests and benchmarks can tell its own loads from what follows. */
const PAGE_IDLE_MARK = 'aayra:preload-remotes';

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

let pageIdle: Promise<void> | undefined;

/**
 * Resolves once the page has loaded, its own remote modules have arrived and the browser is idle.
 * Work that can wait starts then (preloading other areas, the offline worker's copies, the
 * notification service), so the current page's code never queues behind it. First called right
 * after the first render, so the loads counted as the page's own are those made after it; later
 * callers share that wait.
 */
export function whenPageIdle(): Promise<void> {
  pageIdle ??= loaded()
    .then(() => Promise.race([whenRemoteLoadsSettle(), new Promise((done) => setTimeout(done, WITHOUT_REMOTES_MS))]))
    .then(idle)
    .then(() => void performance.mark(PAGE_IDLE_MARK));
  return pageIdle;
}
