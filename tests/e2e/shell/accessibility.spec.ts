import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { workspaceRoot } from '../../support/workspace';

const visitorPages = ['/', '/landing', '/login', '/register', '/forgot-password', '/reset-password', '/help', '/debug', '/no-such-page'];
const learnerPages = [
  '/home', '/profile', '/settings', '/settings/notifications', '/test-notifications',
  '/test-notifications-enhanced', '/new-session', '/pending-reviews', '/completed-sessions',
  '/incomplete-sessions', '/favorites', '/review/unknown-session',
];
const screenshots = join(workspaceRoot, '.aayra/screenshots');
mkdirSync(screenshots, { recursive: true });

function fileName(path: string, theme: string, width: number) {
  return `${path === '/' ? 'root' : path.slice(1).replaceAll('/', '_')}-${theme}-${width}.png`;
}

/** Opens a page in a theme, lets it settle, and runs axe on it. */
async function checkPage(page: Page, path: string, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `${path} in ${theme}`).toEqual([]);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(screenshots, fileName(path, theme, width)), fullPage: true });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`every visitor page passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of visitorPages) await checkPage(page, path, theme);
  });

  test(`every signed-in page passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInPage(page, await signUpLearner({ displayname: 'Axe Learner' }));
    for (const path of learnerPages) await checkPage(page, path, theme);
  });
}
