// Lighthouse figures of the landing page, mobile (Lighthouse's default: a mid-range phone on a slow
// 4G connection, simulated), against the built app as it is deployed:
//   node tests/bench/landing.bench.mjs [--runs 3] [--path /] [--shell-dist shell/dist]
// Goal (issue 5): performance >= 95 and accessibility 100. Prints each run and each figure's median.
// JS counts script files fetched; the page's two small inline scripts are part of its HTML.
// Build first: npm run build (the shell's build includes the prerendered landing page).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { defaultAppDirs, startAppServer } from '../../tooling/scripts/app-server.mjs';
import { workspaceRoot } from '../../tooling/scripts/run.mjs';
import { launchChromeForLighthouse, medianOf } from './support/lighthouse.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
    'shell-dist': { type: 'string', default: join(workspaceRoot, 'shell/dist') },
  },
});
const runs = Number(values.runs);

const shellDist = resolve(values['shell-dist']);
const indexHtml = readFileSync(join(shellDist, 'index.html'), 'utf8');
if (!indexHtml.includes('aayra-prerendered')) {
  console.warn('shell/dist/index.html is not prerendered: run node tooling/scripts/prerender-landing.mjs after the build.');
}

// The landing needs no backend: an unreachable one proves it.
const server = await startAppServer({
  port: 0,
  runtimeConfig: { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon' },
  appDirs: { ...defaultAppDirs(), shell: shellDist },
});
const url = `${server.url}${values.path}`;
const chrome = await launchChromeForLighthouse();

function figures(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
  };
}

const format = (f) =>
  `performance ${f.performance}  accessibility ${f.accessibility}  LCP ${f.lcpMs} ms  TBT ${f.tbtMs} ms  JS ${(f.jsBytes / 1024).toFixed(1)} KB in ${f.jsFiles} file(s)`;

const results = [];
let version = '';
try {
  for (let run = 1; run <= runs; run += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    version = lhr.lighthouseVersion;
    const result = figures(lhr);
    results.push(result);
    console.log(`run ${run}: ${format(result)}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const median = medianOf(results);
console.log(`\nAayra landing (${values.path}), Lighthouse ${version} mobile, median of ${results.length}:`);
console.log(format(median));
const ok = median.performance >= 95 && median.accessibility === 100;
console.log(ok ? 'goal met: performance >= 95, accessibility 100' : 'GOAL MISSED: performance >= 95 and accessibility 100');
process.exit(ok ? 0 : 1);
