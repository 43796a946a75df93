import { expect, test, type Page } from '@playwright/test';
import { demoLearner, signUpLearner } from '../../support/learners';
import { authPage, loginForm, signInWithForm } from './auth-page';

async function signOutFromProfile(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(authPage(page, 'Sign In')).toBeVisible();
  // Signed out for real: the stored session is gone, so a reload stays signed out.
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')));
  expect(stored).toEqual([]);
}

test('the demo learner signs in by keyboard alone, lands home, and signs out', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.focus();
  await page.keyboard.type(demoLearner.email);
  await page.keyboard.press('Tab');
  await expect(form.password).toBeFocused();
  await page.keyboard.type(demoLearner.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  await signOutFromProfile(page);
});

test('a fresh learner signs in with the form, lands home, and signs out', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Noor Haddad' });
  await page.goto('/login');
  await signInWithForm(page, learner);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Noor Haddad');
  await signOutFromProfile(page);
});

test('a learner whose profile has no display name yet is sent to the profile first', async ({ page }) => {
  const learner = await signUpLearner({ displayname: '' });
  await page.goto('/login');
  await signInWithForm(page, learner);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('textbox', { name: 'Display name' }).fill('Sam Okafor');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the login page links to password recovery and sign-up', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
