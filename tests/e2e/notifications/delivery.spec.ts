import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import {
  blockNotifications,
  clickNotification,
  expectOnlyReminderShown,
  pushToServiceWorker,
  readRow,
  shownNotifications,
  waitUntilShown,
  writeReminder,
} from './delivery-helpers';

/**
 * Signs a new learner in on /home and waits until the notification service is live: a reminder
 * written before the page opened is caught up on start, which happens only once realtime is
 * subscribed. Returns the learner and that first reminder, now on screen.
 */
async function learnerWithServiceRunning(page: Page) {
  const learner = await signUpLearner({ displayname: 'Delivery Learner' });
  const caughtUp = await writeReminder(
    learner,
    'Study Time!',
    'Your algebra session starts in 15 minutes.',
  );
  await signInPage(page, learner);
  await page.goto('/home');
  await waitUntilShown(page, caughtUp.id);
  return { learner, caughtUp };
}

// Notifications are shown by the app's service worker.
test.use({ serviceWorkers: 'allow' });

const statusOf = async (id: string) => (await readRow(id)).status;

test.describe('with notifications allowed', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
  });

  test('a reminder written for the learner is shown by the service worker within 1 s and marked sent', async ({
    page,
  }) => {
    const { learner, caughtUp } = await learnerWithServiceRunning(page);
    await expect.poll(() => statusOf(caughtUp.id)).toBe('sent');

    const written = await writeReminder(
      learner,
      'Review Time!',
      'Photosynthesis is due for review today.',
    );
    const started = Date.now();
    await waitUntilShown(page, written.id, 1_000);
    expect(Date.now() - started).toBeLessThanOrEqual(1_000);

    // Every reminder carries the tag study-reminder, so the new one replaces the one on screen.
    await expectOnlyReminderShown(page, {
      logId: written.id,
      title: 'Review Time!',
      body: 'Photosynthesis is due for review today.',
    });
    // The icon it names is a real image served by the app.
    const icon = await page.request.get('/favicon.png');
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/png']);
    expect((await icon.body()).subarray(1, 4).toString('latin1')).toBe('PNG');

    await expect.poll(() => statusOf(written.id)).toBe('sent');
    const row = await readRow(written.id);
    expect(row.sent_time).not.toBeNull();
    expect(row.failure_reason).toBeNull();
  });

  test('a reminder scheduled a little ahead waits for its time', async ({ page }) => {
    const { learner } = await learnerWithServiceRunning(page);
    const dueAt = Date.now() + 3_000;
    const later = await writeReminder(learner, 'Study Tip!', 'Short breaks help you remember.', {
      scheduledTime: new Date(dueAt).toISOString(),
    });
    await page.waitForTimeout(1_500);
    expect((await shownNotifications(page)).map((n) => n.logId)).not.toContain(later.id);
    expect(await statusOf(later.id)).toBe('scheduled');
    await waitUntilShown(page, later.id, 5_000);
    // Shown at its time, not before (the page and this test read the same system clock), and
    // promptly after it.
    const shownBy = Date.now();
    expect(shownBy).toBeGreaterThanOrEqual(dueAt);
    expect(shownBy).toBeLessThanOrEqual(dueAt + 1_500);
    await expect.poll(() => statusOf(later.id)).toBe('sent');
  });

  test('clicking a notification focuses the open app and records the click', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      const focus = window.focus.bind(window);
      (window as unknown as { focusCalls: number }).focusCalls = 0;
      window.focus = () => {
        (window as unknown as { focusCalls: number }).focusCalls += 1;
        focus();
      };
    });
    const { caughtUp: shown } = await learnerWithServiceRunning(page);
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
  }) => {
    const learner = await signUpLearner({ displayname: 'Delivery Learner' });
    const row = await writeReminder(learner, 'Smart Recap Time!', 'Due today: cell division.');
    await signInPage(page, learner);
    await page.goto(`/home?notification=${row.id}`);
    await expect.poll(async () => (await readRow(row.id)).clicked_at).not.toBeNull();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("another learner's reminder is never shown", async ({ page }) => {
    const [{ learner }, other] = await Promise.all([
      learnerWithServiceRunning(page),
      signUpLearner({ displayname: 'Other Learner' }),
    ]);
    const theirs = await writeReminder(other, 'Study Time!', 'Not yours: chemistry at six.');
    const mine = await writeReminder(learner, 'Study Time!', 'Yours: geography at six.');
    // Inserts reach subscribers in order, so once the learner's own row is shown the other one has passed.
    await waitUntilShown(page, mine.id);
    await page.waitForTimeout(500);
    expect((await shownNotifications(page)).map((n) => n.logId)).not.toContain(theirs.id);
    expect(await statusOf(theirs.id)).toBe('scheduled');
  });

  test('a pushed reminder is shown by the worker, and a row already on screen is not shown again', async ({
    page,
  }) => {
    const { caughtUp: onScreen } = await learnerWithServiceRunning(page);

    // The server pushes a row this tab has already shown over realtime: the worker stands down.
    await pushToServiceWorker(page, { logId: onScreen.id, title: 'Pushed again' });
    const duplicateWatch = Date.now() + 1_500;
    while (Date.now() < duplicateWatch) {
      expect((await shownNotifications(page)).map((n) => [n.logId, n.title])).toEqual([
        [onScreen.id, 'Study Time!'],
      ]);
      await page.waitForTimeout(50);
    }

    // A reminder no tab has heard of (an id of its own), pushed with only what the row has: the
    // worker shows it, within the time the duplicate above was watched, under Aayra's tag and icon,
    // and it replaces the reminder on screen (one tag for all).
    const pushed = {
      logId: crypto.randomUUID(),
      title: 'Review Time!',
      body: 'Fractions are due for review.',
    };
    const started = Date.now();
    await pushToServiceWorker(page, pushed);
    await waitUntilShown(page, pushed.logId, 5_000);
    expect(Date.now() - started).toBeLessThan(1_500);
    await expectOnlyReminderShown(page, pushed);
  });
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
  const row = await writeReminder(learner, 'Study Time!', 'History essay at seven.');
  await expect.poll(() => statusOf(row.id)).toBe('failed');
  expect((await readRow(row.id)).failure_reason).toBe('Notification permission denied');
  expect(await shownNotifications(page)).toEqual([]);
});
