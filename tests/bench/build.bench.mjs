// Build and size figures of the composed app, measured in one run:
//   node tests/bench/build.bench.mjs
// Full workspace build vs one remote built alone (median of 3 each, side by side), their ratio
// (goal: one remote <= 25% of the full build), and gzip sizes of the JS that `/` loads first
// and of every remoteEntry. `/` is the prerendered landing (a visitor loads no app JS); /login
// shows what the app itself loads first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { apps, remotes } from '../../tooling/apps.mjs';
import { startAppServer } from '../../tooling/scripts/app-server.mjs';
import { buildApps } from '../../tooling/scripts/build-apps.mjs';
import { chromiumArgs, findBrowser } from '../../tooling/scripts/find-browser.mjs';
import { workspaceRoot } from '../../tooling/scripts/run.mjs';

const rounds = 3;
const aloneFolder = 'mf-stats';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(folders) {
  const started = performance.now();
  const results = await buildApps(folders);
  const failed = results.filter((result) => !result.ok);
  if (failed.length) throw new Error(`Build failed: ${failed.map((result) => result.folder).join(', ')}`);
  return (performance.now() - started) / 1000;
}

const full = [];
const alone = [];
for (let round = 0; round < rounds; round += 1) {
  full.push(await timed(apps.map((app) => app.folder)));
  alone.push(await timed([aloneFolder]));
}
const fullSeconds = median(full);
const aloneSeconds = median(alone);

const gzipKb = (path) => gzipSync(readFileSync(path)).length / 1024;
const server = await startAppServer({
  port: 0,
  runtimeConfig: { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon' },
});
const browser = await chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });

/** The shell's own scripts a page loads before it settles (remotes are counted apart). */
async function initialShellJsKb(path) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && !pathname.startsWith('/mf/')) scripts.add(pathname);
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  const kb = [...scripts].reduce((sum, file) => sum + gzipKb(join(workspaceRoot, 'shell/dist', file)), 0);
  return { kb, files: scripts.size };
}

const landing = await initialShellJsKb('/');
const appPage = await initialShellJsKb('/login');
await browser.close();
await server.stop();

console.log('Aayra build benchmark');
console.log(`${`full workspace build (${apps.length} apps):`.padEnd(40)}${fullSeconds.toFixed(2)} s   runs: ${full.map((s) => s.toFixed(2)).join(', ')}`);
console.log(`${`${aloneFolder} built alone:`.padEnd(40)}${aloneSeconds.toFixed(2)} s   runs: ${alone.map((s) => s.toFixed(2)).join(', ')}`);
console.log(`${"one remote / full build:".padEnd(40)}${((aloneSeconds / fullSeconds) * 100).toFixed(1)} %   (goal <= 25 %)`);
console.log(`${'initial JS of / (gzip, a visitor):'.padEnd(40)}${landing.kb.toFixed(1)} KB in ${landing.files} files`);
console.log(`${'initial JS of the app, /login (gzip):'.padEnd(40)}${appPage.kb.toFixed(1)} KB in ${appPage.files} files`);
for (const { folder } of remotes) {
  console.log(`${`${folder} remoteEntry.js (gzip):`.padEnd(40)}${gzipKb(join(workspaceRoot, folder, 'dist/remoteEntry.js')).toFixed(1)} KB`);
}
