// How long a reminder takes from its insert to the learner's screen, with many learners subscribed
// at once: one local stack, the built apps, and N signed-in pages (one browser context each, so
// each is its own learner) in one Chromium. Each round inserts one row per learner in a single
// service-role insert, as the scheduler writes a minute's reminders.
//   node tests/bench/notification-delivery.bench.mjs [--learners 50] [--rounds 5]
// Build first: npm run build (the shell with /sw.js, and mf-notifications).
//
// "Shown" is the moment the page's registration.showNotification() resolves, recorded in the page
// (Date.now(), the same clock as this process): the browser has stored and displayed the
// notification then. That is exact to the millisecond and costs nothing, where polling
// getNotifications() in 50 pages would itself load the two cores it measures on. The last round's
// rows are then checked in each page with getNotifications(), under the app's notification lock.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { Agent, fetch as undiciFetch } from 'undici';
import WebSocket from 'ws';
import { startAppServer } from '../../tooling/scripts/app-server.mjs';
import { chromiumArgs, findBrowser } from '../../tooling/scripts/find-browser.mjs';
import { startLocalBackend } from '../../tooling/scripts/local-backend.mjs';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
  },
});
const LEARNERS = Number(values.learners);
const ROUNDS = Number(values.rounds);
const ROUND_TIMEOUT_MS = 30_000;
const NOTIFICATION_TRAY_LOCK = 'aayra-notification-tray';

/** Requests from a loopback address of the learner's own, as each learner signs up from its own. */
function fetchFrom(address) {
  const dispatcher = new Agent({ localAddress: address });
  return (input, init) => undiciFetch(input, { ...init, dispatcher });
}

const nodeClient = (backend, key, fetch) =>
  createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket }, // Node 20 has no WebSocket of its own
    global: fetch ? { fetch } : {},
  });

/** A confirmed learner with a session, through the real sign-up, the outbox link and sign-in. */
async function signUpLearner(backend, index) {
  const fetch = fetchFrom(`127.77.${Math.floor(index / 250)}.${1 + (index % 250)}`);
  const client = nodeClient(backend, backend.anonKey, fetch);
  const email = `bench-delivery-${index}-${Date.now().toString(36)}@example.com`;
  const password = `Bench-delivery-${index}-pw`;
  const signUp = await client.auth.signUp({
    email,
    password,
    options: {
      data: { displayname: `Bench Learner ${index}`, studentcategory: 'college', timezone: 'UTC' },
    },
  });
  if (signUp.error) throw signUp.error;
  const outbox = await fetch(`${backend.url}/auth/v1/outbox?email=${encodeURIComponent(email)}`, {
    headers: { accept: 'application/json' },
  });
  const [message] = await outbox.json();
  await fetch(message.link, { redirect: 'manual' });
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { index, id: signIn.data.user.id, session: signIn.data.session };
}

/** Signs learners up a few at a time: each sign-up hashes a password on the shared cores. */
async function signUpLearners(backend, count) {
  const learners = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, i) =>
      signUpLearner(backend, start + i),
    );
    learners.push(...(await Promise.all(batch)));
  }
  return learners;
}

async function openLearnerPage(browser, appUrl, backend, learner) {
  const context = await browser.newContext({ baseURL: appUrl });
  await context.grantPermissions(['notifications'], { origin: appUrl });
  const storageKey = `sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      // Records when each notification the app shows is on screen, by its row id.
      window.__shownAt = {};
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
        const logId = options?.data?.logId;
        return show.call(this, title, options).then((result) => {
          if (logId) window.__shownAt[logId] = Date.now();
          return result;
        });
      };
    },
    [storageKey, JSON.stringify(learner.session)],
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || text.startsWith('Aayra')) console.log(`[learner ${learner.index}] ${text}`);
  });
  await page.goto('/home');
  return { context, page, learner };
}

function reminder(round, index) {
  return {
    title: 'Study Time!',
    body: `Round ${round}: your session starts in 15 minutes (learner ${index}).`,
    type: 'motivational',
    tag: 'study-reminder',
    icon: '/favicon.png',
    sourceData: {},
  };
}

/** Inserts one row per learner in one statement and waits until every page has shown its row. */
async function round(admin, pages, roundNumber) {
  const rows = pages.map(({ learner }, index) => ({
    user_id: learner.id,
    notification_type: 'test',
    content: reminder(roundNumber, index),
    status: 'scheduled',
  }));
  const insertedAt = Date.now();
  const { data, error } = await admin.from('notification_logs').insert(rows).select('id, user_id');
  if (error) throw error;
  const idOf = new Map(data.map((row) => [row.user_id, row.id]));
  const shownAt = await Promise.all(
    pages.map(({ page, learner }) =>
      page
        .waitForFunction((id) => window.__shownAt[id] ?? false, idOf.get(learner.id), {
          timeout: ROUND_TIMEOUT_MS,
          polling: 20,
        })
        .then((handle) => handle.jsonValue())
        .catch(() => null),
    ),
  );
  const missing = shownAt.filter((at) => at === null).length;
  if (missing) {
    throw new Error(`round ${roundNumber}: ${missing} of ${pages.length} pages showed nothing in ${ROUND_TIMEOUT_MS} ms`);
  }
  return {
    latencies: shownAt.map((at) => at - insertedAt),
    ids: pages.map(({ learner }) => idOf.get(learner.id)),
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const dataDir = mkdtempSync(join(tmpdir(), 'aayra-bench-delivery-'));
// No VAPID keys: the pages are open, so reminders reach them over realtime, as measured here.
const functionsEnv = join(dataDir, 'functions.env');
writeFileSync(functionsEnv, '');
process.env.AAYRA_FUNCTIONS_ENV_FILE = functionsEnv;

let exitCode = 0;
let backend;
let app;
let browser;
try {
  backend = await startLocalBackend({ port: 0, dataDir: join(dataDir, 'db') });
  app = await startAppServer({
    port: 0,
    runtimeConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
  });
  browser = await chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });
  const admin = nodeClient(backend, backend.serviceRoleKey);
  const started = Date.now();
  const learners = await signUpLearners(backend, LEARNERS);
  console.log(`${LEARNERS} learners signed up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const pages = [];
  for (const learner of learners)
    pages.push(await openLearnerPage(browser, app.url, backend, learner));
  // A first row each, shown once the page's realtime subscription is live: the warm-up.
  const warmUp = await round(admin, pages, 0);
  console.log(
    `${LEARNERS} pages signed in and subscribed (warm-up round max ${Math.max(...warmUp.latencies)} ms)`,
  );

  const all = [];
  let last;
  for (let r = 1; r <= ROUNDS; r += 1) {
    last = await round(admin, pages, r);
    const sorted = [...last.latencies].sort((a, b) => a - b);
    all.push(...last.latencies);
    console.log(
      `round ${r}: p50 ${percentile(sorted, 50)} ms  p95 ${percentile(sorted, 95)} ms  max ${sorted.at(-1)} ms`,
    );
  }
  // Every page really lists its last row (the tag keeps one reminder on screen per learner).
  const listed = await Promise.all(
    pages.map(({ page }, index) =>
      page.evaluate(
        async ({ id, lock }) => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          const shown = await navigator.locks.request(lock, () => registration.getNotifications());
          return shown.some((n) => n.data?.logId === id);
        },
        { id: last.ids[index], lock: NOTIFICATION_TRAY_LOCK },
      ),
    ),
  );
  const missing = listed.filter((ok) => !ok).length;
  const sorted = all.sort((a, b) => a - b);
  console.log(
    `insert-to-shown over ${ROUNDS} rounds x ${LEARNERS} learners (${sorted.length} notifications): ` +
      `p50 ${percentile(sorted, 50)} ms  p95 ${percentile(sorted, 95)} ms  max ${sorted.at(-1)} ms`,
  );
  console.log(
    `last round listed by getNotifications() in ${LEARNERS - missing} of ${LEARNERS} pages`,
  );
  if (missing) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  await Promise.all([app?.stop(), backend?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
