import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signInPage } from '../../support/learners';
import { test } from '../signed-in';
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

  test(`the profile's open time zone list, its no-match message and a refused picture pass axe in the ${theme} theme`, async ({ page, oldZoneLearner }) => {
    test.setTimeout(90_000);
    await signInPage(page, oldZoneLearner);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const profile = page.getByRole('region', { name: 'Profile' });
    const axeViolations = async (state: string) => {
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `${state} in ${theme}`).toEqual([]);
    };

    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('Kol');
    await expect(page.getByRole('option', { name: /^Asia\/Kolkata/ })).toHaveAttribute('aria-selected', 'true');
    await axeViolations('the open time zone list');
    await zone.fill('Atlantis');
    await expect(page.getByText(/^No time zone matches "Atlantis"/)).toBeVisible();
    await axeViolations('no time zone found');
    await page.keyboard.press('Escape');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    await (await chooser).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(profile.getByRole('alert')).toContainText('named like a picture');
    await axeViolations('a refused picture');
  });

  test(`every signed-in page passes axe in the ${theme} theme`, async ({ page, newLearner }) => {
    test.setTimeout(180_000);
    await signInPage(page, newLearner);
    for (const path of learnerPages) await checkPage(page, path, theme);
  });
}
