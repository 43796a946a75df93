// What a newcomer does first: clone the project, run npm start, open the printed URL and sign the demo
// learner in. The clone has no node_modules and no .aayra; it shares only the machine's package
// store, as a developer's machine does. Then npm start again in the same clone: the learner's data
// is still there and nothing is built again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoLearner } from '../support/learners';
import { freePort } from '../support/free-port';
import { nodeClient } from '../support/node-client';
import { workspaceRoot } from '../support/workspace';
import { npmStart, portIsFree, processesIn, type RunningStart } from './npm-start';

test.describe.configure({ mode: 'serial' });

const folder = join(mkdtempSync(join(tmpdir(), 'aayra-fresh-clone-')), 'aayra');
let ports: { port: number; backendPort: number };
let firstStartSeconds = 0;
let demoSessions = 0;

test.afterAll(() => rmSync(join(folder, '..'), { recursive: true, force: true }));

/** Stops npm start and expects every process it started gone and both ports free again. */
async function expectStopped(stop: () => Promise<void>) {
  await stop();
  await expect.poll(() => processesIn(folder), { timeout: 15_000 }).toEqual([]);
  expect(await portIsFree(ports.port)).toBe(true);
  expect(await portIsFree(ports.backendPort, '127.0.0.1')).toBe(true);
}

/** The demo learner, signed in through the API of the backend npm start runs in the clone. */
async function demoClient() {
  const { supabaseUrl, supabaseAnonKey } = JSON.parse(readFileSync(join(folder, '.aayra/runtime-config.json'), 'utf8'));
  const client = nodeClient(supabaseUrl, supabaseAnonKey);
  const { data, error } = await client.auth.signInWithPassword(demoLearner);
  if (error || !data.user) throw error ?? new Error('The demo learner could not sign in.');
  return { client, id: data.user.id };
}

async function signInDemo(page: Page, url: string) {
  await page.goto(`${url}/login`);
  const form = page.getByRole('main', { name: 'Sign In' });
  await form.getByRole('textbox', { name: 'Email' }).fill(demoLearner.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(demoLearner.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectDemoHome(page: Page, completedSessions: number) {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Smarter way to Master more.' })).toBeVisible();
  await expect(page.getByTestId('display-name')).toHaveText('Demo Learner');
  await expect(page.getByRole('link', { name: new RegExp(`^Completed Sessions ${completedSessions}( |$)`) })).toBeVisible();
}

test('npm start in a fresh clone installs, builds, serves the app and the demo learner reaches Home', async ({ page }) => {
  test.setTimeout(12 * 60_000);
  const cloning = performance.now();
  execFileSync('git', ['clone', '--quiet', workspaceRoot, folder]);
  const cloneSeconds = (performance.now() - cloning) / 1000;
  ports = { port: await freePort(), backendPort: await freePort() };

  const start = await npmStart(folder, ports);
  try {
    // Each app is built, and says why: nothing was built in this clone before.
    expect(start.output()).toContain('shell is to be built: no build of it is recorded yet');
    expect(start.output()).toMatch(/built {2}mf-reviews in [\d.]+ s/);

    await page.goto(start.url);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Start 45-Day Trial' })).toBeVisible();
    await signInDemo(page, start.url);
    const demo = await demoClient();
    const { count } = await demo.client.from('studysessions').select('sessionid', { count: 'exact', head: true }).eq('status', 'completed');
    demoSessions = count ?? 0;
    expect(demoSessions).toBeGreaterThan(0);
    await expectDemoHome(page, demoSessions);
    firstStartSeconds = start.seconds;
    console.log(
      `npm start from a fresh clone: the demo learner's Home ${((performance.now() - cloning) / 1000).toFixed(1)} s after git clone began (clone ${cloneSeconds.toFixed(1)} s, npm start to its URL ${start.seconds.toFixed(1)} s)`,
    );

    // The learner changes something of their own before the server is stopped.
    const { error } = await demo.client.from('users').update({ weeklygoal: 30 }).eq('userid', demo.id);
    expect(error).toBeNull();
  } finally {
    await expectStopped(start.pressCtrlC);
  }
});

test('a second npm start in the same clone builds nothing and keeps the learner’s data', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  let start: RunningStart | undefined;
  try {
    start = await npmStart(folder, ports);
    for (const app of ['shell', 'mf-auth', 'mf-session-flow', 'mf-reviews', 'mf-stats', 'mf-notifications']) {
      expect(start.output()).toContain(`${app} is up to date: no file it is built from changed since its last build`);
    }
    expect(start.output()).not.toContain('building ');
    console.log(`second npm start in the same clone: its URL after ${start.seconds.toFixed(1)} s (the first: ${firstStartSeconds.toFixed(1)} s)`);
    expect(start.seconds).toBeLessThan(firstStartSeconds);

    const { client, id } = await demoClient();
    const { data } = await client.from('users').select('weeklygoal').eq('userid', id).single();
    expect(data).toEqual({ weeklygoal: 30 });
    await signInDemo(page, start.url);
    await expectDemoHome(page, demoSessions);
  } finally {
    // This time as a process manager stops it: SIGTERM to npm alone.
    if (start) await expectStopped(start.terminateNpm);
  }
});
