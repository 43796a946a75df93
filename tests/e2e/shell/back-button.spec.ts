import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';

async function bottomBarBack(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Back' }).click();
}

/** The page's Capacitor, once the app has loaded the native app's plugins. */
interface CapacitorPage {
  Capacitor?: {
    Plugins: {
      App: {
        hasListeners: (event: string) => Promise<boolean>;
        notifyListeners: (event: string, data: object) => Promise<void>;
      };
    };
  };
}

/** The phone's back button, as the native app's bridge delivers it to the App plugin. */
async function nativeBack(page: Page) {
  // The app listens once it has rendered and loaded the native app's plugins; a press before that
  // would go nowhere on a phone too.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as CapacitorPage).Capacitor?.Plugins.App.hasListeners('backButton') ?? false))
    .toBe(true);
  await page.evaluate(() => (window as CapacitorPage).Capacitor!.Plugins.App.notifyListeners('backButton', { canGoBack: true }));
}

test.beforeEach(async ({ page }) => {
  await signInPage(page, await signUpLearner());
});

/**
 * The page as the native app runs it: a Capacitor platform other than the web (Capacitor's own
 * hook for platforms of its own), whose plugins fall back to their web implementations, so the
 * back button arrives through the App plugin as it does on a phone.
 */
function asNativeApp(page: Page) {
  return page.addInitScript(() => {
    (window as unknown as { CapacitorCustomPlatform: object }).CapacitorCustomPlatform = { name: 'aayra-test-phone', plugins: {} };
  });
}

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
  await asNativeApp(page);
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
  await asNativeApp(page);
  await page.clock.install();
  await page.goto('/home');
  await nativeBack(page);
  await expect(page.getByText('Press again to exit')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
