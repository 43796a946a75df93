import { expect, type Page } from '@playwright/test';
import { test } from '../signed-in';

async function bottomBarBack(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Back' }).click();
}

/** What the phone's bridge holds for the page: the App plugin's listeners, and how often the page left the app. */
interface PhoneBridge {
  listeners: Record<string, { eventName: string; callback: (data: object) => void }>;
  exits: number;
}

type PhonePage = Window & { aayraPhone: PhoneBridge };

/**
 * The page as the native app runs it. Capacitor's core and App plugin are the real ones; this stands
 * in for the bridge a phone's web view defines before the page's first script, with the App plugin's
 * native methods. Listeners are read off the bridge, never through the plugin's proxy: a call there
 * before its implementation loads would make a second instance and lose the app's listener.
 */
function asNativeApp(page: Page) {
  return page.addInitScript(() => {
    const phone: PhoneBridge = { listeners: {}, exits: 0 };
    let nextCallbackId = 0;
    Object.assign(window, {
      aayraPhone: phone,
      CapacitorCustomPlatform: { name: 'aayra-test-phone' },
      Capacitor: {
        PluginHeaders: [
          {
            name: 'App',
            methods: [
              { name: 'addListener', rtype: 'callback' },
              { name: 'removeListener', rtype: 'promise' },
              { name: 'exitApp', rtype: 'promise' },
            ],
          },
        ],
        nativeCallback(
          _plugin: string,
          _method: string,
          options: { eventName: string },
          callback: (data: object) => void,
        ) {
          const callbackId = String(++nextCallbackId);
          phone.listeners[callbackId] = { eventName: options.eventName, callback };
          return callbackId;
        },
        nativePromise(_plugin: string, method: string, options: { callbackId?: string }) {
          if (method === 'removeListener' && options.callbackId)
            delete phone.listeners[options.callbackId];
          if (method === 'exitApp') phone.exits += 1;
          return Promise.resolve();
        },
      },
    });
  });
}

/** The phone's back button, as the native app's bridge delivers it to the page. */
async function nativeBack(page: Page) {
  // The app listens once it has rendered and loaded the native app's plugins; a press before that
  // would go nowhere on a phone too. Exactly one listener: two would each act on one press.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Object.values((window as unknown as PhonePage).aayraPhone.listeners).filter(
            (l) => l.eventName === 'backButton',
          ).length,
      ),
    )
    .toBe(1);
  await page.evaluate(() => {
    for (const listener of Object.values((window as unknown as PhonePage).aayraPhone.listeners)) {
      if (listener.eventName === 'backButton') listener.callback({ canGoBack: true });
    }
  });
}

function exits(page: Page) {
  return page.evaluate(() => (window as unknown as PhonePage).aayraPhone.exits);
}

test.use({ signedInAs: 'newLearner' });

test('bottom bar back: home from the lists, nothing on home, one step back elsewhere', async ({
  page,
}) => {
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

  // A page the tab opened first (a bookmark, a reload) has nothing of Aayra behind it: Back goes
  // Home instead of out of the app.
  await page.goto('/help');
  await page.goto('/favorites');
  await bottomBarBack(page);
  await expect(page).toHaveURL(/\/home$/);
});

test('native back: reviews and most screens go home, notification settings go to settings', async ({
  page,
}) => {
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
  expect(await exits(page)).toBe(0);

  await nativeBack(page);
  await expect.poll(() => exits(page)).toBe(1);
});
