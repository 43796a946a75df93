import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminClient, e2eBackend } from '../../support/backend';
import { followEmailLink, SUBJECTS, waitForEmail } from '../../support/email-link';
import { authPage, loginForm, signInWithForm } from './auth-page';

/** The sign-in page's words for a used or expired e-mailed link. */
const EXPIRED_LINK_MESSAGE = 'This link is invalid or has expired. Sign in below, or sign up again to get a new link.';

// The browser's own time zone is what sign-up stores, so the test gives the browser one.
test.use({ timezoneId: 'Europe/Berlin' });

test('a new learner signs up, confirms the address from the e-mail, completes the profile on first login and lands home', async ({ page }) => {
  // Sign-up, a refused sign-in, the outbox and the whole profile: a longer walk than most.
  test.setTimeout(60_000);
  const email = `sign-up-${randomUUID()}@example.com`;
  const password = 'Study-hard-2026';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('textbox', { name: 'Display name' }).fill('Priya Raman');
  const category = page.getByRole('combobox', { name: 'Student category' });
  await expect(category).toHaveValue('college');
  await category.selectOption({ label: 'Graduate' });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Not signed in yet: the learner is asked to follow the link, with focus on the new page's heading.
  const checkEmail = authPage(page, 'Check your email');
  await expect(checkEmail.getByRole('heading', { name: 'Check your email', level: 1 })).toBeFocused();
  await expect(checkEmail.getByRole('status')).toHaveText(`We sent a confirmation link to ${email}: follow it to finish signing up.`);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Signing in before following the link is refused with the server's own words.
  await checkEmail.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, { email, password });
  await expect(loginForm(page).alert).toHaveText('Email not confirmed');
  await expect(page).toHaveURL(/\/login$/);

  // The local backend's outbox stands in for the learner's mailbox.
  await page.goto(`${e2eBackend().outbox}?email=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: SUBJECTS.confirmSignUp }).first().click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Priya Raman');
  await expect(page.getByRole('combobox', { name: 'Student category' })).toHaveValue('graduate');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
  // The link's tokens do not stay in the address bar.
  expect(new URL(page.url()).hash).toBe('');

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

test('a confirmation link that was already used says so on the sign-in page, where the learner signs in', async ({ page }) => {
  const email = `used-link-${randomUUID()}@example.com`;
  const password = 'Study-hard-2026';
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Display name' }).fill('Twice Clicked');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(authPage(page, 'Check your email')).toBeVisible();

  // The learner followed the link once already (on another device, say).
  const { link } = await waitForEmail(e2eBackend().url, email, SUBJECTS.confirmSignUp);
  expect((await followEmailLink(link)).type).toBe('signup');

  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  const form = loginForm(page);
  await expect(form.alert).toHaveText(EXPIRED_LINK_MESSAGE);
  // Nobody was signed in by the used link.
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')));
  expect(stored).toEqual([]);

  await signInWithForm(page, { email, password });
  await expect(page).toHaveURL(/\/home$/);
  // Said once: signing out in the same page load (no reload) does not bring the message back.
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.email).toBeVisible();
  await expect(form.alert).toHaveCount(0);
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
