// What a page's scripts cost a learner, as the benchmark and the budget tests read it: compressed
// bytes as Resource Timing counts them (the body as transferred, and 300 bytes of headers for each
// response), split at the moment the app starts preloading what the page does not show.

/** The performance mark the shell sets when it starts preloading the other remotes (app/when-page-idle.ts). */
export const PRELOAD_MARK = 'aayra:preload-remotes';

/**
 * The page's scripts so far: each one requested before the preload mark (all of them when the page
 * set none), their bytes, and the bytes of those requested since.
 * @param {import('@playwright/test').Page} page
 */
export function scriptBytes(page) {
  return page.evaluate((mark) => {
    const preloadAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const sum = (entries) => entries.reduce((total, entry) => total + entry.transferSize, 0);
    const beforePreload = scripts.filter((entry) => entry.startTime < preloadAt);
    return {
      scripts: beforePreload.map((entry) => [new URL(entry.name).pathname, entry.transferSize]),
      jsBytes: sum(beforePreload),
      preloadedBytes: sum(scripts.filter((entry) => entry.startTime >= preloadAt)),
    };
  }, PRELOAD_MARK);
}
