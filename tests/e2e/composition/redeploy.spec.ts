import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { defaultAppDirs, startAppServer } from '../../../tooling/scripts/app-server.mjs';
import { e2eBackend } from '../../support/backend';
import { signInPage } from '../../support/learners';
import { keptRemoteVersions, waitUntilKeptOffline } from '../../support/offline';
import { workspaceRoot } from '../../support/workspace';
import { test } from '../signed-in';

// Each test rebuilds mf-stats from its one source: one at a time.
test.describe.configure({ mode: 'default' });

function hashFiles(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[path.slice(dir.length)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return hashes;
}

/** Every app's build copied into a deployment of its own, served as production serves it. */
async function startDeployment() {
  const deployment = mkdtempSync(join(tmpdir(), 'aayra-deploy-'));
  const appDirs: Record<string, string> = {};
  for (const [folder, dist] of Object.entries(defaultAppDirs())) {
    appDirs[folder] = join(deployment, folder);
    cpSync(dist, appDirs[folder]!, { recursive: true });
  }
  const server = await startAppServer({
    port: 0,
    appDirs,
    runtimeConfig: { supabaseUrl: e2eBackend().url, supabaseAnonKey: e2eBackend().anonKey },
  });
  return {
    server,
    appDirs,
    stop: async () => {
      await server.stop();
      rmSync(deployment, { recursive: true, force: true });
    },
  };
}

interface SourceChange {
  folder: string;
  file: string;
  from: string;
  to: string;
}

/** Rebuilds one app alone into the deployment, with its own build script, one text of its source changed. */
function redeploy(appDirs: Record<string, string>, { folder, file, from, to }: SourceChange): void {
  const path = join(workspaceRoot, folder, file);
  const original = readFileSync(path, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer says ${from}`);
  writeFileSync(path, original.replace(from, to));
  try {
    execFileSync('pnpm', ['run', 'build'], {
      cwd: join(workspaceRoot, folder),
      env: { ...process.env, AAYRA_OUT_DIR: appDirs[folder] },
      stdio: 'pipe',
    });
  } finally {
    writeFileSync(path, original);
  }
}

async function openStudyStats(page: Page, title: string) {
  await page.getByRole('button', { name: 'Aayra: open Study Stats' }).click();
  await expect(page.getByRole('dialog', { name: title, exact: true })).toBeVisible();
}

test('a remote rebuilt alone is picked up by a reload while the shell stays byte for byte the same', async ({ page, newLearner }) => {
  test.setTimeout(120_000);
  const { server, appDirs, stop } = await startDeployment();
  try {
    const shellBefore = hashFiles(appDirs.shell!);
    await signInPage(page, newLearner);
    await page.goto(`${server.url}/home`);
    await openStudyStats(page, 'Study Stats');

    redeploy(appDirs, {
      folder: 'mf-stats',
      file: 'src/features/study-stats/study-stats-title.ts',
      from: "'Study Stats'",
      to: "'Study Stats, redeployed'",
    });

    await page.reload();
    await openStudyStats(page, 'Study Stats, redeployed');
    expect(hashFiles(appDirs.shell!)).toEqual(shellBefore);
  } finally {
    await stop();
  }
});

test.describe('with the app kept offline by its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the next visit picks up the redeployed remote alone, and a page already open keeps its own version whole', async ({ page, context, newLearner }) => {
    test.setTimeout(180_000);
    const { server, appDirs, stop } = await startDeployment();
    const oldIntro = 'Reviews due today or earlier, oldest first.';
    const newIntro = 'Reviews due today or earlier, oldest first, redeployed.';
    try {
      await signInPage(page, newLearner);
      await page.goto(`${server.url}/home`);
      await waitUntilKeptOffline(page);
      const before = await keptRemoteVersions(page);
      // A second tab, open before the deploy, that has not loaded the reviews' pages yet.
      const earlier = await context.newPage();
      await earlier.goto(`${server.url}/home`);
      const pendingLink = earlier.getByRole('link', { name: /^Pending Reviews/ });
      await expect(pendingLink).toBeVisible();

      redeploy(appDirs, {
        folder: 'mf-reviews',
        file: 'src/features/pending-reviews/components/PendingReviewsPage.tsx',
        from: oldIntro,
        to: newIntro,
      });
      const deployed = readdirSync(appDirs['mf-reviews']!);

      await page.goto(`${server.url}/pending-reviews`);
      await expect(page.getByText(newIntro)).toBeVisible();
      const after = await keptRemoteVersions(page);
      expect(after['mf-reviews']).not.toBe(before['mf-reviews']);
      expect({ ...after, 'mf-reviews': undefined }).toEqual({ ...before, 'mf-reviews': undefined });
      // Every file of mf-reviews this page loaded is one of the new build's: none of the old one.
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/mf/mf-reviews/')),
      );
      expect(loaded.length).toBeGreaterThan(0);
      for (const path of loaded) expect(deployed, path).toContain(path.slice('/mf/mf-reviews/'.length));

      // The tab opened before the deploy still runs the old version: its Pending Reviews chunk,
      // which the server no longer has, comes from what the worker kept of that version (the
      // browser's HTTP cache, which might also hold it, is emptied first).
      await (await context.newCDPSession(earlier)).send('Network.clearBrowserCache');
      await pendingLink.click();
      await expect(earlier.getByText(oldIntro, { exact: true })).toBeVisible();
    } finally {
      await stop();
    }
  });

  test('a new shell waits while its page is open; Reload to update switches to it and drops the old files', async ({ page }) => {
    test.setTimeout(180_000);
    const { server, appDirs, stop } = await startDeployment();
    const precachedScripts = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const precache = await caches.open(names.find((name) => name.startsWith('workbox-precache'))!);
        return (await precache.keys()).map((request) => new URL(request.url).pathname).filter((path) => /^\/main\.\w+\.js$/.test(path));
      });
    try {
      await page.goto(`${server.url}/no-such-page`);
      await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible();
      await waitUntilKeptOffline(page);
      const oldScripts = await precachedScripts();
      expect(oldScripts).toHaveLength(1);

      redeploy(appDirs, { folder: 'shell', file: 'src/pages/NotFoundPage.tsx', from: 'Page not found<', to: 'Page not found, new version<' });

      // The open page's worker finds the new one, which waits: the page stays whole on its version.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Reload to update' }).click();
      await expect(page.getByRole('heading', { name: 'Page not found, new version' })).toBeVisible();
      await expect.poll(precachedScripts).not.toEqual(oldScripts);
      expect(await precachedScripts()).toHaveLength(1);
    } finally {
      await stop();
    }
  });
});
