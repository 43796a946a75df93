import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { defaultAppDirs, startAppServer } from '../../../tooling/scripts/app-server.mjs';
import { e2eBackend } from '../../support/backend';
import { signInPage, signUpLearner } from '../../support/learners';
import { workspaceRoot } from '../../support/workspace';

function hashFiles(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[path.slice(dir.length)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return hashes;
}

test('a remote rebuilt alone is picked up by a reload while the shell stays byte for byte the same', async ({ page }) => {
  test.setTimeout(120_000);
  // A deployment of its own: every app's build copied, served by the same server as production.
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
  const titleFile = join(workspaceRoot, 'mf-stats/src/features/study-stats/study-stats-title.ts');
  const original = readFileSync(titleFile, 'utf8');
  try {
    const shellBefore = hashFiles(appDirs.shell!);
    await signInPage(page, await signUpLearner());
    await page.goto(`${server.url}/home`);
    await page.getByRole('button', { name: 'Aayra: open Study Stats' }).click();
    await expect(page.getByRole('dialog', { name: 'Study Stats' })).toBeVisible();

    writeFileSync(titleFile, original.replace("'Study Stats'", "'Study Stats, redeployed'"));
    execFileSync('pnpm', ['exec', 'rspack', 'build'], {
      cwd: join(workspaceRoot, 'mf-stats'),
      env: { ...process.env, AAYRA_OUT_DIR: appDirs['mf-stats'] },
      stdio: 'pipe',
    });

    await page.reload();
    await page.getByRole('button', { name: 'Aayra: open Study Stats' }).click();
    await expect(page.getByRole('dialog', { name: 'Study Stats, redeployed' })).toBeVisible();
    expect(hashFiles(appDirs.shell!)).toEqual(shellBefore);
  } finally {
    writeFileSync(titleFile, original);
    await server.stop();
    rmSync(deployment, { recursive: true, force: true });
  }
});
