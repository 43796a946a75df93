/**
 * What the sign-in page and Home cost a learner on a first visit: at most 200 KB of compressed
 * script until the page is idle and starts preloading what it does not show.
 * tests/bench/app-pages.bench.mjs prints the same figures beside the single-bundle reference's.
 */
import { expect, type Page } from '@playwright/test';
import { waitForIdlePreloading } from '../../support/federation';
import { signInPage } from '../../support/learners';
import { test } from '../signed-in';
import { scriptBytes } from '../../support/page-scripts.mjs';

const BUDGET_BYTES = 200 * 1024;

/** The page's script bytes until it was idle, and each script with its bytes, to say where they went. */
async function startUpScripts(page: Page): Promise<{ bytes: number; list: string }> {
  await waitForIdlePreloading(page);
  const { jsBytes, scripts } = await scriptBytes(page);
  return { bytes: jsBytes, list: scripts.map(([path, bytes]) => `${(bytes / 1024).toFixed(1)} KB ${path}`).join('\n') };
}

test('the sign-in page starts with at most 200 KB of compressed script', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const { bytes, list } = await startUpScripts(page);
  expect(bytes, list).toBeGreaterThan(0);
  expect(bytes, list).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('Home starts with at most 200 KB of compressed script', async ({ page, newLearner }) => {
  await signInPage(page, newLearner);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Start New Session/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending Reviews' })).toBeVisible();
  const { bytes, list } = await startUpScripts(page);
  expect(bytes, list).toBeGreaterThan(0);
  expect(bytes, list).toBeLessThanOrEqual(BUDGET_BYTES);
});
