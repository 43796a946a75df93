import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser's side of delivery, against stand-ins for what a browser offers (Notification,
// navigator.serviceWorker); what the row records is checked through deliveryChange. The row update
// itself runs against the real backend in the end-to-end tests (tests/e2e/notifications).

const row = {
  id: 'log-1',
  content: {
    title: 'Study Time!',
    body: 'Algebra starts in 15 minutes.',
    tag: 'study-reminder',
    icon: '/favicon.png',
  },
};

interface Shown {
  title: string;
  options: NotificationOptions;
}

/** A service worker registration's notifications: the same tag replaces, as browsers do. */
function registrationStandIn() {
  const shown: Shown[] = [];
  return {
    shown,
    registration: {
      async showNotification(title: string, options: NotificationOptions) {
        const index = shown.findIndex((entry) => entry.options.tag === options.tag);
        if (index >= 0) shown.splice(index, 1);
        shown.push({ title, options });
      },
      async getNotifications() {
        return shown.map((entry) => ({ data: entry.options.data }));
      },
    },
  };
}

function browserWith({
  notifications = true,
  permission = 'granted' as NotificationPermission,
  serviceWorker = undefined as
    undefined | { register: () => Promise<unknown>; ready: Promise<unknown> },
} = {}) {
  if (notifications) vi.stubGlobal('Notification', { permission });
  else Reflect.deleteProperty(window, 'Notification');
  if (serviceWorker)
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  else Reflect.deleteProperty(navigator, 'serviceWorker');
}

function workerWith(registration: unknown) {
  return { register: vi.fn(async () => registration), ready: Promise.resolve(registration) };
}

// Fresh modules each time: the registration is remembered per page.
async function load() {
  const [{ tryToShow, deliveryChange }, { showInBrowser }] = await Promise.all([
    import('./deliver-notification'),
    import('./show-in-browser'),
  ]);
  return {
    showRow: (log: typeof row) => tryToShow(showInBrowser, log),
    deliveryChange,
  };
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('showing a row in this browser', () => {
  it('shows it through the service worker with its title, body, tag, icon and row id', async () => {
    const { shown, registration } = registrationStandIn();
    browserWith({ serviceWorker: workerWith(registration) });
    const { showRow } = await load();
    expect(await showRow(row)).toEqual({ kind: 'shown' });
    expect(shown).toEqual([
      {
        title: 'Study Time!',
        options: {
          body: 'Algebra starts in 15 minutes.',
          tag: 'study-reminder',
          icon: '/favicon.png',
          data: { logId: 'log-1' },
        },
      },
    ]);
  });

  it('does not show it again when it is already on screen (another tab or the worker showed it)', async () => {
    const { shown, registration } = registrationStandIn();
    browserWith({ serviceWorker: workerWith(registration) });
    const { showRow } = await load();
    await showRow(row);
    expect(await showRow({ ...row, content: { ...row.content, title: 'Again' } })).toEqual({
      kind: 'already-shown',
    });
    expect(shown.map((entry) => entry.title)).toEqual(['Study Time!']);
  });

  it.each([
    [
      'a browser without notifications',
      { notifications: false },
      'This browser does not support notifications',
    ],
    [
      'permission not granted (blocked)',
      { permission: 'denied' as const },
      'Notification permission denied',
    ],
    [
      'permission not asked yet (the service never prompts)',
      { permission: 'default' as const },
      'Notification permission denied',
    ],
    ['a browser without service workers', {}, 'Service workers not supported'],
  ])('fails with the reason the log keeps for %s', async (_, browser, reason) => {
    browserWith(browser);
    const { showRow } = await load();
    expect(await showRow(row)).toEqual({ kind: 'failed', reason });
  });

  it("fails with the registration's own message when /sw.js cannot be registered", async () => {
    browserWith({
      serviceWorker: {
        register: async () =>
          Promise.reject(new TypeError('Failed to register a ServiceWorker: 404')),
        ready: new Promise(() => {}),
      },
    });
    const { showRow } = await load();
    expect(await showRow(row)).toEqual({
      kind: 'failed',
      reason: 'Failed to register a ServiceWorker: 404',
    });
  });

  it("fails with 'Unknown error' when the browser refuses without a message", async () => {
    const { registration } = registrationStandIn();
    registration.showNotification = async () => Promise.reject({});
    browserWith({ serviceWorker: workerWith(registration) });
    const { showRow } = await load();
    expect(await showRow(row)).toEqual({ kind: 'failed', reason: 'Unknown error' });
  });

  it('tries to register again after a failed registration', async () => {
    const { registration } = registrationStandIn();
    const worker = workerWith(registration);
    worker.register.mockRejectedValueOnce(new Error('The operation is insecure.'));
    browserWith({ serviceWorker: worker });
    const { showRow } = await load();
    expect(await showRow(row)).toEqual({ kind: 'failed', reason: 'The operation is insecure.' });
    expect(await showRow(row)).toEqual({ kind: 'shown' });
  });
});

describe('what a delivery records on its row', () => {
  const now = new Date('2026-03-02T09:15:00Z');

  it("'sent' with the time, clearing an earlier failure", async () => {
    const { deliveryChange } = await load();
    expect(deliveryChange({ kind: 'shown' }, now)).toEqual({
      status: 'sent',
      sent_time: '2026-03-02T09:15:00.000Z',
      failure_reason: null,
    });
  });

  it("'failed' with the reason", async () => {
    const { deliveryChange } = await load();
    expect(
      deliveryChange({ kind: 'failed', reason: 'Notification permission denied' }, now),
    ).toEqual({
      status: 'failed',
      failure_reason: 'Notification permission denied',
    });
  });

  it("'sent' too when another tab or the worker showed it first (that one may not have recorded it yet)", async () => {
    const { deliveryChange } = await load();
    expect(deliveryChange({ kind: 'already-shown' }, now)).toEqual(
      deliveryChange({ kind: 'shown' }, now),
    );
  });
});
