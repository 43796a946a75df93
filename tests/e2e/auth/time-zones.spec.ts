import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, e2eBackend } from '../../support/backend';
import { SUBJECTS, waitForEmail } from '../../support/email-link';
import { signInPage, signUpLearner } from '../../support/learners';
import { createStudySession } from '../../support/study-sessions';
import { authPage } from './auth-page';

const timeZoneField = (page: Page) => page.getByRole('combobox', { name: 'Time zone' });
const zoneOptions = (page: Page) => page.getByRole('listbox', { name: 'Time zones' }).getByRole('option');

/** The learner's calendar day, `days` from today, in a time zone, as the reset sentence words it. */
function dayIn(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [year = 1970, month = 1, day = 1] = today.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day + days)),
  );
}

test('a learner finds a time zone by its city, its old name or its offset, and the current name is saved', async ({ page }) => {
  // Many searches and a reload: longer than most on a busy machine.
  test.setTimeout(90_000);
  const learner = await signUpLearner({ displayname: 'Kateryna Moving' });
  await signInPage(page, learner);
  await page.goto('/profile');
  const zone = timeZoneField(page);
  await expect(zone).toHaveValue('UTC');

  await zone.click();
  await zone.fill('Kyiv');
  // Kyiv is two hours ahead of UTC in winter, three in summer.
  const kyiv = /^Europe\/Kyiv \(UTC\+0[23]:00\), formerly Europe\/Kiev$/;
  await expect(zoneOptions(page)).toHaveText([kyiv]);
  await zone.fill('Kiev');
  await expect(zoneOptions(page)).toHaveText([kyiv]);
  await zone.fill('Calcutta');
  await expect(zoneOptions(page)).toHaveText(['Asia/Kolkata (UTC+05:30), formerly Asia/Calcutta']);
  await zone.fill('UTC+5:30');
  await expect(zoneOptions(page)).toHaveText(['Asia/Colombo (UTC+05:30)', 'Asia/Kolkata (UTC+05:30), formerly Asia/Calcutta']);
  await zone.fill('Atlantis');
  await expect(zoneOptions(page)).toHaveCount(0);
  await expect(page.getByText('No time zone matches "Atlantis". Try a city, an old name or an offset such as +05:30.')).toBeVisible();

  // Escape leaves the zone as it was; a click then selects it, so typing replaces it.
  await page.keyboard.press('Escape');
  await expect(zone).toHaveValue('UTC');
  await zone.click();
  await page.keyboard.type('Kolkata');
  await expect(zoneOptions(page)).toHaveText(['Asia/Kolkata (UTC+05:30), formerly Asia/Calcutta']);
  await page.keyboard.press('Enter');
  await expect(zone).toHaveValue('Asia/Kolkata');
  await expect(zone).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(authPage(page, 'Profile').getByRole('status')).toHaveText('Profile saved.');
  const { data } = await learner.client.from('users').select('timezone').single();
  expect(data).toEqual({ timezone: 'Asia/Kolkata' });

  await page.reload();
  await expect(timeZoneField(page)).toHaveValue('Asia/Kolkata');
});

test('a profile that stores Asia/Calcutta shows Asia/Kolkata, saves without moving the learner, and keeps its days', async ({ page }) => {
  // Three pages and two sessions made through the API.
  test.setTimeout(90_000);
  // What sign-up stored before current names were used: the browser's own old name.
  const learner = await signUpLearner({ displayname: 'Arjun Old Name', timezone: 'Asia/Calcutta' });
  await createStudySession(learner, 'completed', { subject: 'Physics', topic: 'Optics' });
  await createStudySession(learner, 'completed', { subject: 'Physics', topic: 'Optics' });
  await signInPage(page, learner);

  await page.goto('/profile');
  await expect(timeZoneField(page)).toHaveValue('Asia/Kolkata');
  await page.getByRole('combobox', { name: 'Weekly goal' }).selectOption('20');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(authPage(page, 'Profile').getByRole('status')).toHaveText('Profile saved.');
  // Saving other fields started no change of time zone: the same zone, under its old name.
  const { data: stored } = await learner.client.from('users').select('timezone, timezone_in_force, timezone_changes_at, weeklygoal').single();
  expect(stored).toEqual({ timezone: 'Asia/Calcutta', timezone_in_force: null, timezone_changes_at: null, weeklygoal: 20 });

  // The database's day is India's: the daily limit resets at India's next midnight.
  const { data: dashboard } = await learner.client.rpc('get_home_dashboard');
  expect(dashboard?.today).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
  await page.goto('/home');
  const card = page.getByRole('button', { name: /Start New Session/ });
  await expect(card).toContainText(
    `Session limit reached for today. Resets tomorrow (${dayIn('Asia/Kolkata', 1)}) at midnight, Asia/Kolkata time.`,
  );

  await page.goto('/settings/notifications');
  const schedule = page.getByRole('region', { name: 'Study days and time' });
  await expect(schedule.locator('div', { has: page.getByRole('term').filter({ hasText: 'Time zone' }) }).getByRole('definition')).toHaveText('Asia/Kolkata');
});

test.describe('on a computer in India', () => {
  // Chromium reports this zone by its old name, Asia/Calcutta.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('signing up stores the current name of the browser\'s time zone', async ({ page }) => {
    const email = `kolkata-${randomUUID()}@example.com`;
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Display name' }).fill('Meera Iyer');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Study-hard-2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(authPage(page, 'Check your email')).toBeVisible();

    const { link } = await waitForEmail(e2eBackend().url, email, SUBJECTS.confirmSignUp);
    await page.goto(link);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(timeZoneField(page)).toHaveValue('Asia/Kolkata');
    const { data } = await adminClient().from('users').select('timezone').eq('email', email).single();
    expect(data).toEqual({ timezone: 'Asia/Kolkata' });
  });
});
