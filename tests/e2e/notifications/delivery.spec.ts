import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import {
  REMINDER_TAG,
  clickNotification,
  blockNotifications,
  pushToServiceWorker,
  readRow,
  reminderContent,
  shownNotifications,
  waitUntilShown,
  writeRow,
} from './delivery-helpers';

/**
 * Opens /home for the learner and waits until the notification service is live: a row written
 * before the page opened is caught up on start, which happens only once realtime is subscribed.
 */
async function openWithServiceRunning(page: Page, learner: TestLearner) {
  const waiting = await writeRow(
    learner.session.user.id,
    reminderContent('Study Time!', 'Your algebra session starts in 15 minutes.'),
  );
  await signInPage(page, learner);
  await page.goto('/home');
  await waitUntilShown(page, waiting.id);
  return waiting;
}

test.describe('notification delivery', () => {
  test('a reminder written for the learner is shown by the service worker within 1 s and marked sent', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const learner = await signUpLearner({ displayname: 'Delivery Learner' });
    const caughtUp = await openWithServiceRunning(page, learner);
    await expect.poll(async () => (await readRow(caughtUp.id)).status).toBe('sent');

    const written = await writeRow(
      learner.session.user.id,
      reminderContent('Review Time!', 'Photosynthesis is due for review today.'),
    );
    const started = Date.now();
    await waitUntilShown(page, written.id, 1_000);
    expect(Date.now() - started).toBeLessThanOrEqual(1_000);

    // Every reminder carries the tag study-reminder, so the new one replaces the one on screen.
    expect(await shownNotifications(page)).toEqual([
      {
        title: 'Review Time!',
        body: 'Photosynthesis is due for review today.',
        tag: REMINDER_TAG,
        icon: expect.stringMatching(/\/favicon\.png$/),
        logId: written.id,
      },
    ]);
    // The icon it names is a real image served by the app.
    const icon = await page.request.get('/favicon.png');
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/png']);
    expect((await icon.body()).subarray(1, 4).toString('latin1')).toBe('PNG');

    await expect.poll(async () => (await readRow(written.id)).status).toBe('sent');
    const row = await readRow(written.id);
    expect(row.sent_time).not.toBeNull();
    expect(row.failure_reason).toBeNull();
  });

  test('a reminder scheduled a little ahead waits for its time', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const learner = await signUpLearner({ displayname: 'Delivery Learner' });
    await openWithServiceRunning(page, learner);
    const dueAt = Date.now() + 3_000;
    const later = await writeRow(
      learner.session.user.id,
      reminderContent('Study Tip!', 'Short breaks help you remember.'),
      {
        scheduledTime: new Date(dueAt).toISOString(),
      },
    );
    await page.waitForTimeout(1_500);
    expect((await shownNotifications(page)).map((n) => n.logId)).not.toContain(later.id);
    expect((await readRow(later.id)).status).toBe('scheduled');
    await waitUntilShown(page, later.id, 5_000);
    // Shown at its time, not before (the page and this test read the same system clock), and
    // promptly after it.
    const shownBy = Date.now();
    expect(shownBy).toBeGreaterThanOrEqual(dueAt);
    expect(shownBy).toBeLessThanOrEqual(dueAt + 1_500);
    await expect.poll(async () => (await readRow(later.id)).status).toBe('sent');
  });

  test('clicking a notification focuses the open app and records the click', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.addInitScript(() => {
      const focus = window.focus.bind(window);
      (window as unknown as { focusCalls: number }).focusCalls = 0;
      window.focus = () => {
        (window as unknown as { focusCalls: number }).focusCalls += 1;
        focus();
      };
    });
    const learner = await signUpLearner({ displayname: 'Delivery Learner' });
    const shown = await openWithServiceRunning(page, learner);
    expect((await readRow(shown.id)).clicked_at).toBeNull();

    await clickNotification(context, shown.id);

    await expect.poll(async () => (await readRow(shown.id)).clicked_at).not.toBeNull();
    expect(
      await page.evaluate(() => (window as unknown as { focusCalls: number }).focusCalls),
    ).toBeGreaterThan(0);
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.logId))
      .not.toContain(shown.id);
  });

  test('opening home from a clicked notification records the click and tidies the address', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const learner = await signUpLearner({ displayname: 'Delivery Learner' });
    const row = await writeRow(
      learner.session.user.id,
      reminderContent('Smart Recap Time!', 'Due today: cell division.'),
    );
    await signInPage(page, learner);
    await page.goto(`/home?notification=${row.id}`);
    await expect.poll(async () => (await readRow(row.id)).clicked_at).not.toBeNull();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("another learner's reminder is never shown", async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const [learner, other] = await Promise.all([
      signUpLearner({ displayname: 'Delivery Learner' }),
      signUpLearner({ displayname: 'Other Learner' }),
    ]);
    await openWithServiceRunning(page, learner);
    const theirs = await writeRow(
      other.session.user.id,
      reminderContent('Study Time!', 'Not yours: chemistry at six.'),
    );
    const mine = await writeRow(
      learner.session.user.id,
      reminderContent('Study Time!', 'Yours: geography at six.'),
    );
    // Inserts reach subscribers in order, so once the learner's own row is shown the other one has passed.
    await waitUntilShown(page, mine.id);
    await page.waitForTimeout(500);
    expect((await shownNotifications(page)).map((n) => n.logId)).not.toContain(theirs.id);
    expect((await readRow(theirs.id)).status).toBe('scheduled');
  });

  test('with notifications blocked the row is marked failed with the reason', async ({
    page,
    context,
    baseURL,
  }) => {
    await blockNotifications(context, baseURL!);
    const learner = await signUpLearner({ displayname: 'Delivery Learner' });
    await signInPage(page, learner);
    await page.goto('/home');
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    // The page is loaded and signed in; the row arrives either live or through the catch-up on start.
    const row = await writeRow(
      learner.session.user.id,
      reminderContent('Study Time!', 'History essay at seven.'),
    );
    await expect.poll(async () => (await readRow(row.id)).status).toBe('failed');
    expect((await readRow(row.id)).failure_reason).toBe('Notification permission denied');
    expect(await shownNotifications(page)).toEqual([]);
  });

  test('a pushed reminder is shown by the worker, and a row already on screen is not shown again', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const learner = await signUpLearner({ displayname: 'Delivery Learner' });
    const onScreen = await openWithServiceRunning(page, learner);
    const pushOf = (row: { id: string; content: unknown }, title: string) => {
      const content = row.content as { body: string; type: string; tag: string; icon: string };
      return {
        logId: row.id,
        title,
        body: content.body,
        type: content.type,
        tag: content.tag,
        icon: content.icon,
      };
    };

    // The server pushes a row this tab has already shown over realtime: the worker stands down.
    await pushToServiceWorker(page, pushOf(onScreen, 'Pushed again'));
    const duplicateWatch = Date.now() + 1_500;
    while (Date.now() < duplicateWatch) {
      expect((await shownNotifications(page)).map((n) => [n.logId, n.title])).toEqual([
        [onScreen.id, 'Study Time!'],
      ]);
      await page.waitForTimeout(50);
    }

    // A reminder no tab has heard of (an id of its own): the worker shows it, within the time the
    // duplicate above was watched, and it replaces the reminder on screen (one tag for all).
    const pushed = {
      id: crypto.randomUUID(),
      content: reminderContent('Review Time!', 'Fractions are due for review.'),
    };
    const started = Date.now();
    await pushToServiceWorker(page, pushOf(pushed, 'Review Time!'));
    await waitUntilShown(page, pushed.id, 5_000);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await shownNotifications(page)).toEqual([
      {
        title: 'Review Time!',
        body: 'Fractions are due for review.',
        tag: REMINDER_TAG,
        icon: expect.stringMatching(/\/favicon\.png$/),
        logId: pushed.id,
      },
    ]);
  });
});
