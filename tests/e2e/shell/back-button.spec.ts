import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';

async function bottomBarBack(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Back' }).click();
}

/** The phone's back button, as the native app's bridge delivers it to the App plugin. */
async function nativeBack(page: Page) {
  // The app listens once it has rendered; a press before that would go nowhere on a phone too.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(async () => {
    const plugins = (window as unknown as { Capacitor: { Plugins: { App: { notifyListeners: (e: string, d: object) => Promise<void> } } } }).Capacitor.Plugins;
    await plugins.App.notifyListeners('backButton', { canGoBack: true });
  });
}

test.beforeEach(async ({ page }) => {
  await signInPage(page, await signUpLearner());
});

test('bottom bar back: home from the lists, nothing on home, one step back elsewhere', async ({ page }) => {
  await page.goto('/home');
  await bottomBarBack(page);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/completed-sessions');
  await bottomBarBack(page);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/pending-reviews');
  await bottomBarBack(page);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/home');
  await page.getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await bottomBarBack(page);
  await expect(page).toHaveURL(/\/favorites$/);
});

test('native back: reviews and most screens go home, notification settings go to settings', async ({ page }) => {
  await page.goto('/review/some-session');
  await nativeBack(page);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/settings/notifications');
  await nativeBack(page);
  await expect(page).toHaveURL(/\/settings$/);

  await page.goto('/favorites');
  await nativeBack(page);
  await expect(page).toHaveURL(/\/home$/);
});

test('native back on home asks to press again within 2 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  await nativeBack(page);
  await expect(page.getByText('Press again to exit')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
