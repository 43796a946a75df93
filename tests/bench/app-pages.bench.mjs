// What the app's pages cost a learner, composed at run time and as one bundle, in the same run:
//   node tests/bench/app-pages.bench.mjs [--runs 3] [--skip-lighthouse] [--scripts]
// For /, /login and a signed-in /home (the demo learner): JavaScript bytes transferred
// (compressed, headers included) until the page is first idle after its load event (and what the
// app then preloads), requests before the largest contentful
// paint, and Lighthouse mobile performance, LCP and TBT (median of --runs). The reference is the
// same apps bundled into the shell without federation (AAYRA_REFERENCE_BUNDLE=1, built here).
// Goals (issue 43, which keeps the federation runtime): composed <= 1.25x the reference's bytes and
// <= 200 KB on /login and /home; Lighthouse performance >= 95 on all three and not below the
// reference's in the same runs; /home's LCP <= 2.5 s; the landing's LCP <= 1.0 s and SEO 100.
// --scripts lists each script of the first run with its bytes, to see where they go, the element
// Lighthouse took for its largest paint, with that paint's phases, and each metric the performance
// score weighs.
// --against <folder> measures another build of the shell (its dist folder, e.g. the previous
// commit's, built with AAYRA_OUT_DIR) beside the current one, in the same runs and in turn, to tell
// a change from the machine's spread; --pages /home,/login measures only those pages.
// Build first: npm run build. Every load starts with an empty cache and no service worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { defaultAppDirs, startAppServer } from '../../tooling/scripts/app-server.mjs';
import { chromiumArgs, findBrowser } from '../../tooling/scripts/find-browser.mjs';
import { runPnpm, workspaceRoot } from '../../tooling/scripts/run.mjs';
import { scriptBytes } from '../support/page-scripts.mjs';
import { launchChromeForLighthouse, medianOf } from './support/lighthouse.mjs';
import { authStorageKey, signInDemoLearner } from './support/demo-learner.mjs';
import { startStack } from './support/local-stack.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    scripts: { type: 'boolean', default: false },
    against: { type: 'string' },
    pages: { type: 'string' },
  },
});
const runs = Number(values.runs);
const pages = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
].filter(({ path }) => !values.pages || values.pages.split(',').includes(path));

/** The single-bundle reference, built into a folder of its own. */
async function buildReference(folder) {
  const { code, output } = await runPnpm(['run', 'build'], {
    cwd: join(workspaceRoot, 'shell'),
    env: { NODE_ENV: 'production', AAYRA_REFERENCE_BUNDLE: '1', AAYRA_OUT_DIR: folder },
    quiet: true,
  });
  if (code !== 0) throw new Error(`The reference build failed:\n${output}`);
}


/**
 * One cold load in Chromium, read from Resource Timing once the network is idle: script bytes as
 * transferred (compressed, with headers) before the app starts preloading other remotes (its
 * 'aayra:preload-remotes' mark, set once the page has loaded, shown its remotes and is idle), what
 * it preloads then, and the requests started before the largest contentful paint.
 */
async function loadFigures(browser, url, session, backendUrl) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (session) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [authStorageKey(backendUrl), JSON.stringify(session)]);
  }
  await context.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4000);
  await page.waitForLoadState('networkidle');
  const scripts = await scriptBytes(page);
  const paint = await page.evaluate(() => ({
    lcpMs: Math.round(window.__lcp),
    // The page itself, and every request started before its largest paint.
    requestsBeforeLcp: performance.getEntriesByType('resource').filter((entry) => entry.startTime < window.__lcp).length + 1,
  }));
  await context.close();
  return { ...scripts, ...paint };
}

/** Lighthouse mobile on a cold cache, signed in where the page needs it. */
async function lighthouseFigures(chrome, url, session, backendUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const origin = new URL(url).origin;
  const page = await browser.contexts()[0].newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  if (session) {
    // The landing runs no app script, so it loads nothing the measured page would then find cached.
    await page.goto(`${origin}/landing`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [authStorageKey(backendUrl), JSON.stringify(session)]);
    await cdp.send('Network.clearBrowserCache');
  }
  await page.close();
  await browser.close();
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    disableStorageReset: true,
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lighthouseLcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    largestPaint: largestPaintOf(lhr),
    scoreParts: scorePartsOf(lhr),
  };
}

/** Each metric the performance score weighs, with its value and its own score. */
function scorePartsOf(lhr) {
  return (lhr.categories.performance?.auditRefs ?? [])
    .filter(({ weight }) => weight > 0)
    .map(({ id, weight }) => {
      const audit = lhr.audits[id];
      return `${id} ${audit?.displayValue ?? '?'} (score ${Math.round((audit?.score ?? 0) * 100)}, weight ${weight})`;
    })
    .join('; ');
}

/** Which element Lighthouse took for the largest paint, and how its time splits into phases. */
function largestPaintOf(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const snippet = element?.items?.[0]?.node?.snippet ?? 'none';
  const split = (phases?.items ?? []).map(({ phase, timing }) => `${phase} ${Math.round(timing)} ms`).join(', ');
  return split ? `${snippet} (${split})` : snippet;
}

const referenceFolder = mkdtempSync(join(tmpdir(), 'aayra-reference-'));
const dataDir = mkdtempSync(join(tmpdir(), 'aayra-bench-db-'));
console.log('Building the single-bundle reference...');
await buildReference(join(referenceFolder, 'dist'));
const backend = await startStack(['--data-dir', dataDir]);
const runtimeConfig = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey };
const apps = {
  composed: await startAppServer({ port: 0, runtimeConfig }),
  reference: await startAppServer({ port: 0, runtimeConfig, appDirs: { ...defaultAppDirs(), shell: join(referenceFolder, 'dist') } }),
  ...(values.against ? { against: await startAppServer({ port: 0, runtimeConfig, appDirs: { ...defaultAppDirs(), shell: values.against } }) } : {}),
};
const browser = await chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });
const chrome = values['skip-lighthouse'] ? undefined : await launchChromeForLighthouse();

const figures = {};
try {
  const session = await signInDemoLearner(backend);
  for (const { path, signedIn } of pages) {
    const results = Object.fromEntries(Object.keys(apps).map((build) => [build, []]));
    // Each run measures every build in turn, so the machine's load falls on all of them alike.
    for (let run = 0; run < runs; run += 1) {
      for (const [build, app] of Object.entries(apps)) {
        const { scripts, ...load } = await loadFigures(browser, `${app.url}${path}`, signedIn && session, backend.url);
        const { largestPaint, scoreParts, ...audit } = chrome ? await lighthouseFigures(chrome, `${app.url}${path}`, signedIn && session, backend.url) : {};
        if (values.scripts && run === 0) {
          console.log(`${build} ${path}:`);
          for (const [script, bytes] of scripts) console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${script}`);
          if (largestPaint) console.log(`  largest paint: ${largestPaint}`);
          if (scoreParts) console.log(`  performance: ${scoreParts}`);
        }
        results[build].push({ ...load, ...audit });
      }
    }
    for (const [build, measured] of Object.entries(results)) {
      const f = (figures[`${build} ${path}`] = medianOf(measured));
      const meanPerformance = measured.reduce((sum, { performance }) => sum + performance, 0) / measured.length;
      console.log(
        `${build.padEnd(9)} ${path.padEnd(6)} JS ${(f.jsBytes / 1024).toFixed(1).padStart(6)} KB (then ${(f.preloadedBytes / 1024).toFixed(1)} KB preloaded)  requests before LCP ${String(f.requestsBeforeLcp).padStart(3)}` +
          (chrome ? `  performance ${f.performance} (mean ${meanPerformance.toFixed(1)})  LCP ${f.lighthouseLcpMs} ms  TBT ${f.tbtMs} ms  SEO ${f.seo}` : ''),
      );
    }
  }
} finally {
  await browser.close();
  await chrome?.kill();
  await Promise.all(Object.values(apps).map((app) => app.stop()));
  await backend.stop();
  rmSync(referenceFolder, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

const goals = [];
const measured = new Set(pages.map(({ path }) => path));
for (const path of ['/login', '/home'].filter((page) => measured.has(page))) {
  const composed = figures[`composed ${path}`].jsBytes;
  const reference = figures[`reference ${path}`].jsBytes;
  goals.push([`${path}: composed JS ${(composed / reference).toFixed(2)}x the reference's (<= 1.25)`, composed <= 1.25 * reference]);
  goals.push([`${path}: composed JS ${(composed / 1024).toFixed(1)} KB (<= 200 KB)`, composed <= 200 * 1024]);
}
if (chrome) {
  for (const { path } of pages) {
    goals.push([`${path}: Lighthouse performance ${figures[`composed ${path}`].performance} (>= 95)`, figures[`composed ${path}`].performance >= 95]);
    const reference = figures[`reference ${path}`]?.performance;
    if (reference !== undefined) {
      goals.push([`${path}: Lighthouse performance ${figures[`composed ${path}`].performance}, the reference's ${reference} (not below)`, figures[`composed ${path}`].performance >= reference]);
    }
  }
  if (measured.has('/home')) {
    goals.push([`/home: LCP ${figures['composed /home'].lighthouseLcpMs} ms (<= 2500)`, figures['composed /home'].lighthouseLcpMs <= 2500]);
  }
  if (measured.has('/')) {
    goals.push([`/: LCP ${figures['composed /'].lighthouseLcpMs} ms (<= 1000)`, figures['composed /'].lighthouseLcpMs <= 1000]);
    goals.push([`/: SEO ${figures['composed /'].seo} (100)`, figures['composed /'].seo === 100]);
  }
}
console.log(`\nGoals (median of ${runs}):`);
for (const [text, met] of goals) console.log(`${met ? 'met   ' : 'MISSED'} ${text}`);
process.exit(goals.every(([, met]) => met) ? 0 : 1);
