import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminClient } from '../../support/backend';

// The browser's own time zone is what sign-up stores, so the test gives the browser one.
test.use({ timezoneId: 'Europe/Berlin' });

test('a new learner signs up, completes the profile on first login and lands home', async ({ page }) => {
  const email = `sign-up-${randomUUID()}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('textbox', { name: 'Display name' }).fill('Priya Raman');
  const category = page.getByRole('combobox', { name: 'Student category' });
  await expect(category).toHaveValue('college');
  await category.selectOption({ label: 'Graduate' });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Study-hard-2026');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Priya Raman');
  await expect(page.getByRole('combobox', { name: 'Student category' })).toHaveValue('graduate');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');

  await page.getByRole('checkbox', { name: 'Monday' }).check();
  await page.getByRole('checkbox', { name: 'Thursday' }).check();
  await page.getByLabel('Preferred start time').fill('18:30');
  await page.getByRole('combobox', { name: 'Weekly goal' }).selectOption('20');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const { data: profile } = await adminClient().from('users').select('*').eq('email', email).single();
  expect(profile).toMatchObject({
    displayname: 'Priya Raman',
    studentcategory: 'graduate',
    timezone: 'Europe/Berlin',
    preferredstudyweekdays: 'Monday,Thursday',
    preferredstudystarttime: '18:30',
    weeklygoal: 20,
  });
});

test('sign-up refuses bad input and creates no account', async ({ page }) => {
  const email = `refused-${randomUUID()}@example.com`;
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Enter your display name.')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters for your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  const { data } = await adminClient().from('users').select('userid').eq('email', email);
  expect(data).toEqual([]);
});
