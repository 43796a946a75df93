import { expect, test, type Page } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { createStudySession } from '../../support/study-sessions';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  notificationsOf,
  valueOf,
  writeNotifications,
} from './pages-helpers';

// Test notifications are shown by the app's service worker.
test.use({ serviceWorkers: 'allow' });

const result = (page: Page, card: string) =>
  page.getByRole('region', { name: card }).getByRole('status');

/** A learner who studies every day at 18:00 and has a chemistry review due tomorrow. */
async function learnerWithDueReview(displayname: string): Promise<TestLearner> {
  const learner = await signUpLearner({ displayname });
  await learner.client
    .from('users')
    .update({
      preferredstudyweekdays: 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday',
      preferredstudystarttime: '18:00',
    })
    .eq('userid', learner.session.user.id)
    .throwOnError();
  await createStudySession(learner, 'completed', {
    subject: 'Chemistry',
    topic: 'Acids and Bases',
  });
  return learner;
}

test.describe('with notifications allowed', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
  });

  test('each action shows its success text on /test-notifications', async ({ page }) => {
    test.setTimeout(120_000);
    const learner = await learnerWithDueReview('Tester Learner');
    await signInPage(page, learner);
    await page.goto('/test-notifications');

    await page.getByRole('button', { name: 'Send test notification' }).click();
    // Sent means shown by the push round trip, which a machine busy with the whole suite slows.
    await expect(result(page, 'Test notification')).toHaveText('Test notification sent successfully', { timeout: 45_000 });

    await page.getByRole('button', { name: 'Send smart test notification' }).click();
    await expect(result(page, 'Smart notification')).toHaveText(
      'Smart test notification sent successfully',
    );

    await page.getByRole('button', { name: 'Trigger daily notification service' }).click();
    await expect(result(page, 'Daily notification service')).toContainText(
      'Daily notification service triggered successfully',
    );
    await expect(result(page, 'Daily notification service')).toContainText(
      'It sent today’s smart recap about Chemistry - Acids and Bases.',
    );
    // The same run again finds today's recap written and writes nothing more.
    await page.getByRole('button', { name: 'Trigger daily notification service' }).click();
    await expect(result(page, 'Daily notification service')).toContainText(
      'already sent, so it was not sent again',
    );

    await expect(page.getByRole('textbox', { name: 'Minutes from now' })).toHaveValue('1');
    await page.getByRole('button', { name: 'Schedule test notification' }).click();
    await expect(result(page, 'Schedule a test')).toHaveText(
      /^Test notification scheduled for .+, in 1 minute\.$/,
    );

    const rows = await notificationsOf(learner.session.user.id);
    const byKind = (type: string) => rows.filter((row) => row.notification_type === type);
    expect(byKind('smart_recap')).toHaveLength(1);
    // The session finished today has its first review due tomorrow: the recap says within 24 hours, not today.
    const recapBody = (byKind('smart_recap')[0]!.content as { body: string }).body;
    expect(recapBody).toContain('within 24 hours');
    expect(recapBody).not.toMatch(/(?:review|you|recap for) today/i);
    const tests = byKind('test');
    expect(tests).toHaveLength(3);
    expect(tests.filter((row) => row.status === 'sent')).toHaveLength(2);
    const scheduled = tests.find((row) => row.status === 'scheduled')!;
    const inSeconds =
      (Date.parse(scheduled.scheduled_time!) - Date.parse(scheduled.created_at)) / 1000;
    expect(inSeconds).toBe(60);
  });

  test('a number of minutes outside 1 to 1440 is refused before anything is written', async ({
    page,
  }) => {
    const learner = await signUpLearner({ displayname: 'Minutes Learner' });
    await signInPage(page, learner);
    await page.goto('/test-notifications');
    const minutes = page.getByRole('textbox', { name: 'Minutes from now' });
    await minutes.fill('0');
    await minutes.press('Enter');
    await expect(page.getByText('Enter a whole number of minutes from 1 to 1440.')).toBeVisible();
    await expect(minutes).toHaveAttribute('aria-invalid', 'true');
    await expect(minutes).toBeFocused();
    expect(await notificationsOf(learner.session.user.id)).toEqual([]);

    await minutes.fill('15');
    await minutes.press('Enter');
    await expect(result(page, 'Schedule a test')).toHaveText(/in 15 minutes\.$/);
  });

  test('past the hourly limit each send says it failed, in its own words', async ({ page }) => {
    const learner = await signUpLearner({ displayname: 'Busy Tester' });
    await writeNotifications(
      learner.session.user.id,
      Array.from({ length: 30 }, () => ({ notification_type: 'test', status: 'sent' as const })),
    );
    await signInPage(page, learner);
    await page.goto('/test-notifications');
    await page.getByRole('button', { name: 'Send test notification' }).click();
    await expect(result(page, 'Test notification')).toHaveText('Failed to send test notification');
    await page.getByRole('button', { name: 'Send smart test notification' }).click();
    await expect(result(page, 'Smart notification')).toHaveText(
      'Failed to send smart test notification',
    );
    await page.getByRole('button', { name: 'Schedule test notification' }).click();
    await expect(result(page, 'Schedule a test')).toHaveText(
      'Failed to schedule test notification',
    );
    expect(await notificationsOf(learner.session.user.id)).toHaveLength(30);
  });

  test('the daily service says it failed when the server cannot be reached', async ({ page }) => {
    const learner = await learnerWithDueReview('Unreachable Tester');
    await signInPage(page, learner);
    await page.goto('/test-notifications');
    await expect(
      page.getByRole('button', { name: 'Trigger daily notification service' }),
    ).toBeVisible();
    // The connection to the server drops (the browser still believes it is online, so nothing waits).
    await page.route('**/rest/v1/rpc/run_daily_notifications_for_me', (route) =>
      route.abort('connectionrefused'),
    );
    await page.getByRole('button', { name: 'Trigger daily notification service' }).click();
    await expect(result(page, 'Daily notification service')).toHaveText(
      'Failed to trigger daily notification service',
    );
    expect(await notificationsOf(learner.session.user.id)).toEqual([]);
  });

  test('a learner whose profile cannot be read gets “Could not fetch user data for smart notification”', async ({
    page,
  }) => {
    const learner = await signUpLearner({ displayname: 'Vanished Learner' });
    await signInPage(page, learner);
    await page.goto('/test-notifications');
    await expect(page.getByRole('button', { name: 'Send smart test notification' })).toBeVisible();
    // The account stays signed in, but its profile row is gone (the app recreates it only at start-up).
    await adminClient().from('users').delete().eq('userid', learner.session.user.id).throwOnError();
    await page.getByRole('button', { name: 'Send smart test notification' }).click();
    await expect(result(page, 'Smart notification')).toHaveText(
      'Could not fetch user data for smart notification',
    );
  });

  test('the enhanced page shows this browser’s diagnostics and exactly what was sent', async ({
    page,
  }) => {
    const learner = await learnerWithDueReview('Enhanced Tester');
    await signInPage(page, learner);
    await page.goto('/test-notifications-enhanced');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Test Notifications (Enhanced)',
    );
    const diagnostics = page.getByRole('group', { name: 'Browser diagnostics' });
    await expect(valueOf(diagnostics, 'Notifications')).toHaveText('Supported');
    await expect(valueOf(diagnostics, 'Permission')).toHaveText('granted');
    // The app's worker takes a moment to install (it keeps the app's files); checked once active.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(valueOf(diagnostics, 'Service worker')).toHaveText(
      /^activated \(.*\/sw\.js, scope .*\/\)$/,
    );

    await page.getByRole('button', { name: 'Send smart test notification' }).click();
    await expect(result(page, 'Smart notification')).toHaveText(
      'Smart test notification sent successfully',
    );
    const sent = page
      .getByRole('region', { name: 'Smart notification' })
      .getByRole('group', { name: 'What was sent' });
    await expect(valueOf(sent, 'Content type')).toHaveText('smart_recap');
    await expect(valueOf(sent, 'Due topics')).toHaveText('Chemistry - Acids and Bases');
    await expect(valueOf(sent, 'Shown in this browser')).toHaveText('Yes');
    const [row] = await notificationsOf(learner.session.user.id);
    await expect(valueOf(sent, 'Title')).toHaveText((row!.content as { title: string }).title);

    await page.getByRole('button', { name: 'Trigger daily notification service' }).click();
    await expect(page.getByText('Answer: written yes')).toBeVisible();
  });
});

test('without permission, sending says “Notification permission denied”', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Denied Tester' });
  await signInPage(page, learner);
  await page.goto('/test-notifications');
  await page.getByRole('button', { name: 'Send test notification' }).click();
  await expect(result(page, 'Test notification')).toContainText('Notification permission denied');
  await page.getByRole('button', { name: 'Send smart test notification' }).click();
  await expect(result(page, 'Smart notification')).toContainText('Notification permission denied');
  const rows = await notificationsOf(learner.session.user.id);
  expect(rows.map((row) => [row.status, row.failure_reason])).toEqual([
    ['failed', 'Notification permission denied'],
    ['failed', 'Notification permission denied'],
  ]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the tester pages pass axe in the ${theme} theme`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const learner = await learnerWithDueReview('Axe Tester');
    await signInPage(page, learner);
    for (const path of ['/test-notifications', '/test-notifications-enhanced']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Send smart test notification' }).click();
      await expect(result(page, 'Smart notification')).toHaveText(
        'Smart test notification sent successfully',
      );
      await page.getByRole('button', { name: 'Trigger daily notification service' }).click();
      await expect(result(page, 'Daily notification service')).toContainText(
        'triggered successfully',
      );
      await page.getByRole('textbox', { name: 'Minutes from now' }).fill('soon');
      await page.getByRole('button', { name: 'Schedule test notification' }).click();
      await expect(page.getByText('Enter a whole number of minutes from 1 to 1440.')).toBeVisible();
      await expectNoAxeViolations(page, theme);
      await expectNoSidewaysScroll(page);
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
}
