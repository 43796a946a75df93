import { beforeEach, describe, expect, it } from 'vitest';
import { FakeWindow, FakeWorkerScope } from './fake-worker-scope';
import { installNotificationHandlers } from './notification-handlers';
import { NOTIFICATION_CLICKED } from './notification-display';
import { NOTIFICATION_TRAY_LOCK } from './notification-tray';

const reminder = {
  logId: 'log-1',
  title: 'Study Time!',
  body: 'Your session starts soon.',
  tag: 'study-reminder',
  icon: '/favicon.png',
  type: 'motivational',
};

let scope: FakeWorkerScope;
beforeEach(() => {
  scope = new FakeWorkerScope();
  installNotificationHandlers(scope);
});

describe('a pushed reminder', () => {
  it('is shown with its title, body, tag, icon and row id', async () => {
    await scope.dispatchPush(JSON.stringify(reminder));
    expect(scope.tray.shown).toEqual([
      {
        title: 'Study Time!',
        options: {
          body: 'Your session starts soon.',
          tag: 'study-reminder',
          icon: '/favicon.png',
          data: { logId: 'log-1' },
        },
        closed: false,
      },
    ]);
  });

  it('is not shown again when the same row is already on screen', async () => {
    await scope.registration.showNotification('Study Time!', {
      tag: 'study-reminder',
      data: { logId: 'log-1' },
    });
    const before = scope.tray.shown[0];
    await scope.dispatchPush(JSON.stringify(reminder));
    expect(scope.tray.shown).toHaveLength(1);
    expect(scope.tray.shown[0]).toBe(before);
  });

  it('of another row replaces the reminder on screen (one study-reminder at a time)', async () => {
    await scope.dispatchPush(JSON.stringify(reminder));
    await scope.dispatchPush(
      JSON.stringify({ ...reminder, logId: 'log-2', title: 'Review Time!' }),
    );
    expect(scope.tray.notifications().map((n) => n.data)).toEqual([{ logId: 'log-2' }]);
    expect(scope.tray.shown[0]?.title).toBe('Review Time!');
  });

  it('waits while a tab holds the notification lock, then finds what the tab showed', async () => {
    let release!: () => void;
    const tab = scope.navigator.locks.request(NOTIFICATION_TRAY_LOCK, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      await scope.registration.showNotification('Study Time!', {
        tag: 'study-reminder',
        data: { logId: 'log-1' },
      });
    });
    const pushing = scope.dispatchPush(JSON.stringify({ ...reminder, title: 'Pushed again' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.tray.shown).toEqual([]);
    release();
    await Promise.all([tab, pushing]);
    expect(scope.tray.shown.map((entry) => entry.title)).toEqual(['Study Time!']);
  });

  it("that is not one of Aayra's (no payload, not JSON, no row id) shows nothing", async () => {
    await scope.dispatchPush(null);
    await scope.dispatchPush('plain text');
    await scope.dispatchPush(JSON.stringify({ title: 'No row' }));
    expect(scope.tray.shown).toEqual([]);
  });

  it('without a title or tag still shows, under the product name and the reminder tag', async () => {
    await scope.dispatchPush(JSON.stringify({ logId: 'log-3' }));
    expect(scope.tray.shown[0]).toMatchObject({
      title: 'Aayra',
      options: { tag: 'study-reminder', icon: '/favicon.png' },
    });
  });
});

describe('a clicked notification', () => {
  async function clickOnly() {
    await scope.dispatchPush(JSON.stringify(reminder));
    const [shown] = await scope.registration.getNotifications();
    await scope.dispatchClick(shown!);
  }

  it('closes, tells the open app window which row was clicked, and focuses it', async () => {
    const app = new FakeWindow('https://aayra.test/study');
    scope.windows = [app];
    await clickOnly();
    expect(await scope.registration.getNotifications()).toEqual([]);
    expect(app.messages).toEqual([{ type: NOTIFICATION_CLICKED, logId: 'log-1' }]);
    expect(app.focusCalls).toBe(1);
    expect(scope.opened).toEqual([]);
  });

  it('prefers the focused app window, then a visible one, and ignores other sites', async () => {
    const other = new FakeWindow('https://elsewhere.test/', true, 'visible');
    const hidden = new FakeWindow('https://aayra.test/home');
    const visible = new FakeWindow('https://aayra.test/stats', false, 'visible');
    scope.windows = [other, hidden, visible];
    await clickOnly();
    expect(visible.messages).toHaveLength(1);
    expect([other.messages, hidden.messages]).toEqual([[], []]);
  });

  it('still tells the window when the browser refuses to focus it', async () => {
    const app = new FakeWindow('https://aayra.test/home', false, 'hidden', false);
    scope.windows = [app];
    await clickOnly();
    expect(app.messages).toEqual([{ type: NOTIFICATION_CLICKED, logId: 'log-1' }]);
  });

  it('opens home with the row id when no app window is open', async () => {
    scope.windows = [new FakeWindow('https://elsewhere.test/')];
    await clickOnly();
    expect(scope.opened).toEqual(['/home?notification=log-1']);
  });
});
