// The tests read the shown notifications under the lock the app and /sw.js take: in Chromium a
// getNotifications() that overlaps a showNotification() erases the stored record of the
// notification being shown, so an unlocked read could make the one it waits for vanish.
import { REMINDER_ICON, REMINDER_TAG } from '@aayra/service-worker/notification-display';
import { NOTIFICATION_TRAY_LOCK } from '@aayra/service-worker/notification-tray';
import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import type { Json } from '@aayra/supabase/database.types';
import { adminClient } from '../../support/backend';
import type { TestLearner } from '../../support/learners';
import { writeNotifications } from './pages-helpers';

export interface ShownInPage {
  title: string;
  body: string;
  tag: string;
  icon: string;
  logId: string | undefined;
}

/** A reminder's content, as the server writes it. */
function reminderContent(title: string, body: string): NonNullable<Json> {
  return {
    title,
    body,
    type: 'motivational',
    tag: REMINDER_TAG,
    icon: REMINDER_ICON,
    sourceData: {},
  };
}

/** Writes a reminder for the learner as the server's scheduler does (service role). */
export async function writeReminder(
  learner: TestLearner,
  title: string,
  body: string,
  { scheduledTime = null as string | null } = {},
) {
  const [row] = await writeNotifications(learner.session.user.id, [
    {
      notification_type: 'test',
      content: reminderContent(title, body),
      status: 'scheduled',
      scheduled_time: scheduledTime,
    },
  ]);
  return row!;
}

export async function readRow(id: string) {
  const { data, error } = await adminClient()
    .from('notification_logs')
    .select('*')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

/** The notifications the page's service worker registration has on screen, read in the page. */
export function shownNotifications(page: Page): Promise<ShownInPage[]> {
  return page.evaluate(async (lock) => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = registration
      ? await navigator.locks.request(lock, () => registration.getNotifications())
      : [];
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      logId: (n.data as { logId?: string } | null)?.logId,
    }));
  }, NOTIFICATION_TRAY_LOCK);
}

/** Exactly this one reminder is on screen, with Aayra's tag and icon. */
export async function expectOnlyReminderShown(
  page: Page,
  reminder: { logId: string; title: string; body: string },
): Promise<void> {
  expect(await shownNotifications(page)).toEqual([
    {
      title: reminder.title,
      body: reminder.body,
      tag: REMINDER_TAG,
      icon: expect.stringMatching(/\/favicon\.png$/),
      logId: reminder.logId,
    },
  ]);
}

/**
 * Resolves when the row is on screen, polling every 25 ms inside the page so the wait adds
 * little. (Not page.waitForFunction: it does not await an async predicate, and the pending
 * Promise it gets back counts as truthy, so it would return at once.)
 */
export async function waitUntilShown(page: Page, logId: string, timeout = 15_000): Promise<void> {
  const shown = await page.evaluate(
    async ({ id, timeoutMs, lock }) => {
      const until = performance.now() + timeoutMs;
      for (;;) {
        const registration = await navigator.serviceWorker.getRegistration('/');
        const notifications = registration
          ? await navigator.locks.request(lock, () => registration.getNotifications())
          : [];
        if (notifications.some((n) => (n.data as { logId?: string } | null)?.logId === id))
          return true;
        if (performance.now() >= until) return false;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    { id: logId, timeoutMs: timeout, lock: NOTIFICATION_TRAY_LOCK },
  );
  if (!shown) throw new Error(`notification ${logId} was not shown within ${timeout} ms`);
}

export async function appServiceWorker(context: BrowserContext): Promise<Worker> {
  const existing = context.serviceWorkers().find((worker) => worker.url().endsWith('/sw.js'));
  return (
    existing ??
    context.waitForEvent('serviceworker', {
      predicate: (worker) => worker.url().endsWith('/sw.js'),
    })
  );
}

/**
 * Clicks a shown notification the only way a test can: by firing notificationclick on the real
 * worker with the real Notification, so the worker's own handler does the rest.
 */
export async function clickNotification(context: BrowserContext, logId: string): Promise<void> {
  const worker = await appServiceWorker(context);
  await worker.evaluate(
    async ({ id, lock }) => {
      const scope = self as unknown as ServiceWorkerGlobalScopeLike;
      const shown = await scope.navigator.locks.request(lock, () =>
        scope.registration.getNotifications(),
      );
      const notification = shown.find((n) => (n.data as { logId?: string } | null)?.logId === id);
      if (!notification) throw new Error(`notification ${id} is not shown`);
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    },
    { id: logId, lock: NOTIFICATION_TRAY_LOCK },
  );
}

interface ServiceWorkerGlobalScopeLike extends EventTarget {
  registration: ServiceWorkerRegistration;
  navigator: { locks: LockManager };
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

/**
 * Delivers a push message to the page's service worker as a push service would (DevTools
 * Protocol). It waits for the worker to be active first: Chromium drops, without an error, a
 * push delivered to a registration whose worker is still installing.
 */
export async function pushToServiceWorker(page: Page, payload: object): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('no service worker registration reported')),
      10_000,
    );
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) {
        clearTimeout(timer);
        resolve(ours.registrationId);
      }
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

/**
 * Blocks notifications for the app's origin, as a learner choosing "Block" would: the browser
 * grants only what is listed and rejects every other permission (DevTools Protocol semantics).
 */
export async function blockNotifications(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(['geolocation'], { origin });
}
