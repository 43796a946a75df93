import { expect, test } from '@playwright/test';
import { e2eBackend } from '../../support/backend';
import { followEmailLink, SUBJECTS, waitForEmail } from '../../support/email-link';
import { signUpLearner } from '../../support/learners';
import { authPage, loginForm, signInWithForm } from './auth-page';

test('forgot password sends a link; the link resets the password; the new one signs in', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Reset Rita' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(learner.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(authPage(page, 'Check your email').getByRole('status')).toContainText(
    `If an account exists for ${learner.email}, we sent it a link`,
  );

  // The local backend's outbox stands in for the learner's mailbox; the newest message is first.
  await page.goto(`${e2eBackend().outbox}?email=${encodeURIComponent(learner.email)}`);
  await page.getByRole('link', { name: 'Reset your password' }).first().click();
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();

  const newPassword = 'Brand-new-pass-42';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Something-else-42');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).status).toHaveText('Your password has been updated. Sign in with your new password.');

  await signInWithForm(page, { email: learner.email, password: learner.password });
  await expect(loginForm(page).alert).toHaveText('Invalid login credentials');
  await signInWithForm(page, { email: learner.email, password: newPassword });
  await expect(page).toHaveURL(/\/home$/);
});

test('a reset link that was already used says so and offers a new one', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Reused Link Rita' });
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(learner.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const checkEmail = authPage(page, 'Check your email');
  await expect(checkEmail.getByRole('heading', { name: 'Check your email', level: 1 })).toBeFocused();

  const { url } = e2eBackend();
  const link = (await waitForEmail(url, learner.email, SUBJECTS.recovery)).link;
  expect((await followEmailLink(link)).type).toBe('recovery');

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  const resetPage = authPage(page, 'Reset password');
  await expect(resetPage.getByRole('alert')).toHaveText('Email link is invalid or has expired');
  await expect(page.getByRole('button', { name: 'Update Password' })).toHaveCount(0);
  await resetPage.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("a reset link whose session lacks a part says 'No session defined in URL'", async ({ page }) => {
  await page.goto('/reset-password#access_token=abc&expires_in=3600&token_type=bearer&type=recovery');
  await expect(authPage(page, 'Reset password').getByRole('alert')).toHaveText('No session defined in URL');
  await expect(page.getByRole('button', { name: 'Update Password' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('forgot password asks for an email before sending anything', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(authPage(page, 'Check your email')).toHaveCount(0);
});
