import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import type { Json } from '@aayra/supabase/database.types';
import { adminClient } from '../../support/backend';

export interface ShownInPage {
  title: string;
  body: string;
  tag: string;
  icon: string;
  logId: string | undefined;
}

/**
 * A reminder's content. Each test row gets a tag of its own: Chromium's headless notification
 * store can briefly hand back the notification a same-tag one replaced, which would make "what
 * is on screen" ambiguous; the product's one shared tag is covered by the worker's unit tests.
 */
export function reminderContent(title: string, body: string, tag = `study-reminder-${crypto.randomUUID()}`): Json {
  return { title, body, type: 'motivational', tag, icon: '/favicon.png', sourceData: {} };
}

/** Writes a notification_logs row for a learner as the server's scheduler does (service role). */
export async function writeRow(userId: string, content: Json, { scheduledTime = null as string | null } = {}) {
  const { data, error } = await adminClient()
    .from('notification_logs')
    .insert({ user_id: userId, notification_type: 'test', content, status: 'scheduled', scheduled_time: scheduledTime })
    .select('*')
    .single();
  if (error) throw error;
  return data;
}

export async function readRow(id: string) {
  const { data, error } = await adminClient().from('notification_logs').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

/** The notifications the page's service worker registration has on screen, read in the page. */
export function shownNotifications(page: Page): Promise<ShownInPage[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = registration ? await registration.getNotifications() : [];
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, logId: (n.data as { logId?: string } | null)?.logId }));
  });
}

/** Resolves when the row is on screen; polls in the page so the wait itself adds little. */
export async function waitUntilShown(page: Page, logId: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    async (id) => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const shown = registration ? await registration.getNotifications() : [];
      return shown.some((n) => (n.data as { logId?: string } | null)?.logId === id);
    },
    logId,
    { polling: 25, timeout },
  );
}

export async function appServiceWorker(context: BrowserContext): Promise<Worker> {
  const existing = context.serviceWorkers().find((worker) => worker.url().endsWith('/sw.js'));
  return existing ?? context.waitForEvent('serviceworker', { predicate: (worker) => worker.url().endsWith('/sw.js') });
}

/**
 * Clicks a shown notification the only way a test can: by firing notificationclick on the real
 * worker with the real Notification, so the worker's own handler does the rest.
 */
export async function clickNotification(context: BrowserContext, logId: string): Promise<void> {
  const worker = await appServiceWorker(context);
  // Chromium's getNotifications() can briefly miss a notification just shown, so look again.
  await expect(async () => {
    await worker.evaluate(async (id) => {
    const scope = self as unknown as ServiceWorkerGlobalScopeLike;
    const shown = await scope.registration.getNotifications();
    const notification = shown.find((n) => (n.data as { logId?: string } | null)?.logId === id);
    if (!notification) throw new Error(`notification ${id} is not shown`);
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, logId);
  }).toPass({ timeout: 5_000 });
}

interface ServiceWorkerGlobalScopeLike extends EventTarget {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

/** Delivers a push message to the page's service worker as a push service would (DevTools Protocol). */
export async function pushToServiceWorker(page: Page, payload: object): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no service worker registration reported')), 10_000);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) {
        clearTimeout(timer);
        resolve(ours.registrationId);
      }
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await cdp.detach();
}

/**
 * Blocks notifications for the app's origin, as a learner choosing "Block" would: the browser
 * grants only what is listed and rejects every other permission (DevTools Protocol semantics).
 */
export async function blockNotifications(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(['geolocation'], { origin });
}
