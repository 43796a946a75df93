/**
 * A page fetches the code of the remotes it shows, and nothing of the others' until it has loaded
 * and is idle; then only their manifests and entries (the 'aayra:preload-remotes' mark says when),
 * and the offline worker. On the web, the native app's plugins never load.
 */
import { expect, type Page } from '@playwright/test';
import { PRELOAD_MARK, waitForIdlePreloading } from '../../support/federation';
import { signInPage } from '../../support/learners';
import { test } from '../signed-in';
import { waitUntilKeptOffline } from '../../support/offline';

interface RemoteRequest {
  folder: string;
  file: string;
  afterPreloadStarted: boolean;
}

/**
 * Every request for a remote's file (Resource Timing), and whether it started after the app's idle
 * preloading did, once that has started and the network is quiet.
 */
async function remoteRequests(page: Page): Promise<RemoteRequest[]> {
  await waitForIdlePreloading(page);
  const entries = await page.evaluate((mark) => {
    const preloadAt = performance.getEntriesByName(mark)[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, afterPreloadStarted: entry.startTime >= preloadAt }));
  }, PRELOAD_MARK);
  return entries.flatMap(({ path, afterPreloadStarted }) => {
    const match = /^\/mf\/([^/]+)\/(.+)$/.exec(path);
    return match ? [{ folder: match[1]!, file: match[2]!, afterPreloadStarted }] : [];
  });
}

const isEntryOrManifest = (file: string) => file === 'remoteEntry.js' || file === 'mf-manifest.json';

/** The requests for one remote's exposed modules, once the page is idle and quiet. */
async function exposedBy(page: Page, folder: string): Promise<RemoteRequest[]> {
  return (await remoteRequests(page)).filter((request) => request.folder === folder && request.file.startsWith('__federation_expose_'));
}

test('the sign-in page fetches only mf-auth’s code, not Home’s page; the other remotes’ entries come when it is idle', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const requests = await remoteRequests(page);
  const shellFiles = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(shellFiles.filter((file) => file.startsWith('/home-page.'))).toEqual([]);

  const beforeIdle = requests.filter((request) => !request.afterPreloadStarted);
  expect(new Set(beforeIdle.map((request) => request.folder))).toEqual(new Set(['mf-auth']));
  const others = requests.filter((request) => request.folder !== 'mf-auth');
  expect(new Set(others.map((request) => request.folder))).toEqual(new Set(['mf-session-flow', 'mf-reviews', 'mf-stats', 'mf-notifications']));
  expect(others.filter((request) => !isEntryOrManifest(request.file))).toEqual([]);
});

test('Home fetches the code of the remotes whose widgets it shows, and no page of another', async ({ page, newLearner }) => {
  await signInPage(page, newLearner);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Start New Session/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending Reviews' })).toBeVisible();
  const requests = await remoteRequests(page);

  const exposed = requests.filter((request) => request.file.startsWith('__federation_expose_'));
  // Home shows widgets only; no remote's pages module is fetched for it.
  expect(exposed.filter((request) => request.file.startsWith('__federation_expose_pages'))).toEqual([]);
  // Its cards' remotes come before the page is idle; the notification service, which shows
  // nothing, once it is.
  const beforeIdle = exposed.filter((request) => !request.afterPreloadStarted).map((request) => request.folder);
  expect(new Set(beforeIdle)).toEqual(new Set(['mf-reviews', 'mf-session-flow']));
  await expect.poll(async () => (await exposedBy(page, 'mf-notifications')).map((request) => request.afterPreloadStarted)).toEqual([true]);
  expect(requests.filter((request) => request.folder === 'mf-auth' && !isEntryOrManifest(request.file))).toEqual([]);
});

/**
 * Holds the requests for `held` until every one of `wanted` has been asked for (or 10 s have
 * passed), and says in which order the two happened: 'asked for' first only when the page asks
 * for them without waiting for the held file.
 */
async function holdUntilAskedFor(page: Page, held: RegExp, wanted: RegExp[]): Promise<string[]> {
  const order: string[] = [];
  const waiting = new Set(wanted);
  let allAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (request) => {
    for (const file of waiting) if (file.test(new URL(request.url()).pathname)) waiting.delete(file);
    if (waiting.size === 0 && !order.includes('asked for')) {
      order.push('asked for');
      allAsked();
    }
  });
  await page.route(held, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!order.includes('released')) order.push('released');
    await route.continue();
  });
  return order;
}

/** The shell's start-up chunk of shared libraries, held until the page's remote modules are asked for. */
const holdStartUpUntilAskedFor = (page: Page, modules: RegExp[]) => holdUntilAskedFor(page, /\/shared-libraries\.[^/]+\.js$/, modules);

test('the shell’s start-up chunks are fetched beside its first script, not once it has run', async ({ page }) => {
  const order = await holdUntilAskedFor(page, /\/main\.[^/]+\.js$/, [
    /^\/start-up\.[^/]+\.js$/,
    /^\/shared-libraries\.[^/]+\.js$/,
    /^\/shared-workspace\.[^/]+\.js$/,
  ]);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(order).toEqual(['asked for', 'released']);
});

test('the sign-in page’s remote is fetched while the shell’s own start-up still downloads', async ({ page }) => {
  const order = await holdStartUpUntilAskedFor(page, [/^\/mf\/mf-auth\/__federation_expose_pages\./]);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(order).toEqual(['asked for', 'released']);
});

test('Home’s own page and its widgets are fetched while the shell’s own start-up still downloads', async ({ page, newLearner }) => {
  await signInPage(page, newLearner);
  const order = await holdStartUpUntilAskedFor(page, [
    /^\/home-page\.[^/]+\.js$/,
    /^\/mf\/mf-reviews\/__federation_expose_widgets\./,
    /^\/mf\/mf-session-flow\/__federation_expose_widgets\./,
  ]);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Start New Session/ })).toBeVisible();
  expect(order).toEqual(['asked for', 'released']);
});

/** The files a remote's manifest names as its own copies of shared modules, and as nothing else. */
async function sharedModuleFallbacks(page: Page, folder: string): Promise<Set<string>> {
  interface Assets {
    assets: { js: { sync: string[]; async: string[] } };
  }
  const manifest = (await (await page.request.get(`/mf/${folder}/mf-manifest.json`)).json()) as { shared: Assets[]; exposes: Assets[] };
  const exposed = new Set(manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]));
  return new Set(manifest.shared.flatMap(({ assets }) => assets.js.sync).filter((file) => !exposed.has(file)));
}

test('Home’s widgets find every shared module they use in the shell: none waits for a remote’s own copy', async ({ page, newLearner }) => {
  await signInPage(page, newLearner);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Start New Session/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending Reviews' })).toBeVisible();
  const beforeIdle = (await remoteRequests(page)).filter((request) => !request.afterPreloadStarted);

  const fallbacks = new Map<string, Set<string>>();
  for (const folder of new Set(beforeIdle.map((request) => request.folder))) fallbacks.set(folder, await sharedModuleFallbacks(page, folder));
  const remoteCopies = beforeIdle.filter((request) => fallbacks.get(request.folder)!.has(request.file));
  expect(remoteCopies).toEqual([]);
});

test('the sign-in page paints its form first, with no “Loading...” before it', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenLoading: string[] }).seenLoading = seen;
    new MutationObserver(() => {
      if (document.getElementById('root')?.textContent?.includes('Loading...')) seen.push('Loading...');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seenLoading: string[] }).seenLoading)).toEqual([]);
});

test('on the web, neither the sign-in page nor Home loads the native app’s plugins', async ({ page, newLearner }) => {
  // Capacitor's core defines this global as soon as any plugin of the native app is loaded.
  const capacitorLoaded = () => page.evaluate(() => 'Capacitor' in window);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await waitForIdlePreloading(page);
  expect(await capacitorLoaded()).toBe(false);

  await signInPage(page, newLearner);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Start New Session/ })).toBeVisible();
  // Home runs the notification service (once the page is idle), which chooses between the
  // browser's device and the phone's.
  await expect.poll(async () => (await exposedBy(page, 'mf-notifications')).length).toBe(1);
  expect(await capacitorLoaded()).toBe(false);
});

test.describe('the offline worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('is registered once the page is idle, not while the page starts up', async ({ page }) => {
    await page.goto('/login', { waitUntil: 'load' });
    // The sign-in page is idle no sooner than 3 s after its load event; a worker registered with
    // the page's start-up (when it loads) would be there well before.
    await page.waitForTimeout(1500);
    const early = await page.evaluate(
      async (mark) => ({
        registrations: (await navigator.serviceWorker.getRegistrations()).length,
        idle: performance.getEntriesByName(mark).length,
      }),
      PRELOAD_MARK,
    );
    expect(early).toEqual({ registrations: 0, idle: 0 });
    await waitForIdlePreloading(page);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  });

  test('keeps every remote for offline use when an earlier page left it installing', async ({ page, context }) => {
    // The worker's install waits for every shell file it keeps: one of them is held here.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/landing/index.html', async (route) => {
      await held;
      await route.continue();
    });
    // An earlier page registered the worker and was gone before asking it to keep anything.
    await page.goto('/');
    await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js', { scope: '/' })));
    // This page registers at its idle time, while that worker still installs, and loads every
    // remote's manifest before the worker can see its requests.
    await page.goto('/login');
    await waitForIdlePreloading(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    release();
    await waitUntilKeptOffline(page);
  });
});
