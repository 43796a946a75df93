import { expect, test } from '@playwright/test';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner } from '../../support/learners';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  notificationsOf,
  preferencesOf,
  valueOf,
  writeNotifications,
  type NotificationRow,
} from './pages-helpers';

// Test notifications are shown by the app's service worker.
test.use({ serviceWorkers: 'allow' });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

test('the counts equal the learner’s rows, all of them, and a failed one says why', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const learner = await signUpLearner({ displayname: 'Counting Learner' });
  const userId = learner.session.user.id;
  // Older rows first: the delivered and failed ones lie beyond the 20 the page lists, so counting
  // only the listed rows would come out short. Scheduled rows are long past, so no one delivers them.
  const older: NotificationRow[] = [
    ...Array.from({ length: 4 }, (_, i) => ({
      status: 'sent' as const,
      sent_time: minutesAgo(300 + i),
      created_at: minutesAgo(300 + i),
    })),
    {
      status: 'sent',
      sent_time: minutesAgo(290),
      clicked_at: minutesAgo(289),
      created_at: minutesAgo(290),
    },
    {
      status: 'failed',
      failure_reason: 'Service workers not supported',
      created_at: minutesAgo(280),
    },
  ];
  const newer: NotificationRow[] = [
    ...Array.from({ length: 17 }, (_, i) => ({
      status: 'scheduled' as const,
      scheduled_time: minutesAgo(120 + i),
      created_at: minutesAgo(120 + i),
    })),
    {
      status: 'sent',
      sent_time: minutesAgo(60),
      clicked_at: minutesAgo(59),
      created_at: minutesAgo(60),
    },
    { status: 'sent', sent_time: minutesAgo(50), created_at: minutesAgo(50) },
    {
      notification_type: 'smart_reminder',
      content: { title: 'Review Time!', body: 'Fractions is due for review.' },
      status: 'failed',
      failure_reason: 'Notification permission denied',
      created_at: minutesAgo(40),
    },
  ];
  await writeNotifications(userId, [...older, ...newer]);

  await signInPage(page, learner);
  await page.goto('/settings/notifications');
  const rows = await notificationsOf(userId);
  expect(rows).toHaveLength(26);
  const expected = {
    Delivered: rows.filter((row) => row.status === 'sent').length,
    Failed: rows.filter((row) => row.status === 'failed').length,
    Clicked: rows.filter((row) => row.clicked_at !== null).length,
  };
  expect(expected).toEqual({ Delivered: 7, Failed: 2, Clicked: 2 });
  for (const [term, count] of Object.entries(expected)) {
    await expect(
      valueOf(page.getByRole('group', { name: 'Notification counts' }), term),
    ).toHaveText(String(count));
  }

  const list = page.getByRole('list', { name: 'Recent notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  const failed = list.getByRole('article', { name: 'Review Time!' });
  await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
  await expect(failed.getByText('Smart reminder')).toBeVisible();
  await expect(failed.getByText('Why it failed: Notification permission denied')).toBeVisible();
  await expect(list.getByText('Clicked', { exact: true })).toHaveCount(1);
});

test('the reminder switches are created when missing and stay as set across a reload', async ({
  page,
}) => {
  const learner = await signUpLearner({ displayname: 'Switching Learner' });
  const userId = learner.session.user.id;
  // An account from before the switches existed has no row: the page makes one, both on.
  await adminClient()
    .from('notification_preferences')
    .delete()
    .eq('user_id', userId)
    .throwOnError();
  expect(await preferencesOf(userId)).toBeNull();

  await signInPage(page, learner);
  await page.goto('/settings/notifications');
  const study = page.getByRole('switch', { name: 'Study reminders' });
  const smart = page.getByRole('switch', { name: 'Smart notifications' });
  await expect(study).toBeChecked();
  await expect(smart).toBeChecked();
  expect(await preferencesOf(userId)).toMatchObject({
    study_reminders_enabled: true,
    smart_notifications_enabled: true,
  });

  await study.press('Space');
  await expect(study).not.toBeChecked();
  await expect.poll(async () => (await preferencesOf(userId))?.study_reminders_enabled).toBe(false);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Study reminders' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Smart notifications' })).toBeChecked();

  await page.getByRole('switch', { name: 'Smart notifications' }).click();
  await page.getByRole('switch', { name: 'Study reminders' }).click();
  await expect
    .poll(async () => preferencesOf(userId))
    .toMatchObject({ study_reminders_enabled: true, smart_notifications_enabled: false });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Study reminders' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Smart notifications' })).not.toBeChecked();
});

test('study days and start time come from the profile, with a note while they are missing', async ({
  page,
}) => {
  const learner = await signUpLearner({
    displayname: 'Planning Learner',
    timezone: 'Europe/London',
  });
  await signInPage(page, learner);
  await page.goto('/settings/notifications');
  await expect(
    valueOf(page.getByRole('region', { name: 'Study days and time' }), 'Study days'),
  ).toHaveText('None chosen');
  await expect(
    page.getByText(
      'Aayra can only remind you once your profile has at least one study day and a start time.',
    ),
  ).toBeVisible();

  await learner.client
    .from('users')
    .update({ preferredstudyweekdays: 'Wednesday,Monday', preferredstudystarttime: '18:30' })
    .eq('userid', learner.session.user.id)
    .throwOnError();
  await page.reload();
  await expect(
    valueOf(page.getByRole('region', { name: 'Study days and time' }), 'Study days'),
  ).toHaveText('Monday, Wednesday');
  await expect(
    valueOf(page.getByRole('region', { name: 'Study days and time' }), 'Start time'),
  ).toHaveText('18:30');
  await expect(
    valueOf(page.getByRole('region', { name: 'Study days and time' }), 'Time zone'),
  ).toHaveText('Europe/London');
  await expect(page.getByText(/can only remind you/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Change study days and time in your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('with permission granted, Enable is on and a test notification is delivered and counted', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const learner = await signUpLearner({ displayname: 'Granted Learner' });
  await signInPage(page, learner);
  await page.goto('/settings/notifications');
  await expect(page.getByRole('switch', { name: 'Enable notifications' })).toBeChecked();
  await expect(page.getByText('Permission: Allowed')).toBeVisible();

  await page.getByRole('button', { name: 'Send test notification' }).click();
  // The page says so once the push service has taken the message and the browser has shown it: a
  // round trip that took 8 to 22 seconds on a busy two-core machine.
  await expect(
    page.getByRole('status').filter({ hasText: 'Test notification sent successfully' }),
  ).toBeVisible({ timeout: 45_000 });
  const [row] = await notificationsOf(learner.session.user.id);
  expect(row).toMatchObject({ notification_type: 'test', status: 'sent' });
  await expect(
    valueOf(page.getByRole('group', { name: 'Notification counts' }), 'Delivered'),
  ).toHaveText('1');
  await expect(
    page.getByRole('article', { name: 'Test Notification' }).getByText('Delivered'),
  ).toBeVisible();
});

test('when the browser blocks notifications, the page says how to allow them, and a test fails with the reason shown', async ({
  page,
}) => {
  const learner = await signUpLearner({ displayname: 'Blocked Learner' });
  await signInPage(page, learner);
  await page.goto('/settings/notifications');
  await expect(page.getByText('Permission: Not asked yet')).toBeVisible();
  // Without a grant, this browser answers the learner's request with a refusal, which it keeps.
  await page.getByRole('switch', { name: 'Enable notifications' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Notifications were not allowed.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('Permission: Blocked')).toBeVisible();
  const enable = page.getByRole('switch', { name: 'Enable notifications' });
  await expect(enable).not.toBeChecked();
  await expect(enable).toHaveAccessibleDescription(
    /open the site settings .* set Notifications to Allow/,
  );

  await page.getByRole('button', { name: 'Send test notification' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Notification permission denied' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await notificationsOf(learner.session.user.id))[0])
    .toMatchObject({
      status: 'failed',
      failure_reason: 'Notification permission denied',
    });
  await expect(
    valueOf(page.getByRole('group', { name: 'Notification counts' }), 'Failed'),
  ).toHaveText('1');
  await expect(
    page
      .getByRole('article', { name: 'Test Notification' })
      .getByText('Why it failed: Notification permission denied'),
  ).toBeVisible();
});

test('Enable asks for permission only when the learner turns it on', async ({
  page,
  context,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    const counted = window as unknown as { permissionRequests: number };
    counted.permissionRequests = 0;
    Notification.requestPermission = () => {
      counted.permissionRequests += 1;
      return ask();
    };
  });
  const permissionRequests = () =>
    page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);
  const learner = await signUpLearner({ displayname: 'Asking Learner' });
  await signInPage(page, learner);
  await page.goto('/settings/notifications');
  await expect(page.getByText('Permission: Not asked yet')).toBeVisible();
  // Neither the page nor the notification service asks on its own.
  await expect(page.getByRole('button', { name: 'Send test notification' })).toBeEnabled();
  expect(await permissionRequests()).toBe(0);
  // The browser answers the prompt with what the learner allowed: here, granted.
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.getByRole('switch', { name: 'Enable notifications' }).click();
  await expect(page.getByText('Permission: Allowed')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Enable notifications' })).toBeChecked();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the notification settings page passes axe in the ${theme} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const learner = await signUpLearner({ displayname: 'Axe Notification Learner' });
    await writeNotifications(learner.session.user.id, [
      {
        status: 'sent',
        sent_time: minutesAgo(30),
        clicked_at: minutesAgo(29),
        created_at: minutesAgo(30),
      },
      {
        status: 'failed',
        failure_reason: 'Notification permission denied',
        created_at: minutesAgo(20),
      },
      { status: 'scheduled', scheduled_time: minutesAgo(120), created_at: minutesAgo(120) },
    ]);
    await signInPage(page, learner);
    await page.goto('/settings/notifications');
    await expect(
      page.getByRole('list', { name: 'Recent notifications' }).getByRole('listitem'),
    ).toHaveCount(3);
    await page.getByRole('button', { name: 'Send test notification' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Test notification sent successfully' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, theme);
    await expectNoSidewaysScroll(page);
  });
}
