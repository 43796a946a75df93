import { expect, test } from '@playwright/test';
import { authPage } from './auth-page';

const signedOutPages = [
  ['/login', 'Sign In'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password', 'Reset password'],
] as const;

test('the logo on every signed-out page leads back to the landing page', async ({ page }) => {
  for (const [path, title] of signedOutPages) {
    await page.goto(path);
    await expect(authPage(page, title)).toBeVisible();
    const logo = page.getByRole('banner').getByRole('link', { name: 'Aayra home page' });
    await expect(logo, path).toBeVisible();
    await logo.click();
    await expect(page, path).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Study with focus. Remember for good.', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Start 45-Day Trial' })).toBeVisible();
  }
});

test('a phone visitor reaches the landing from /login and signs in again from its hero', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Aayra home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  const hero = page.getByRole('region', { name: 'Study with focus. Remember for good.' });
  await hero.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(authPage(page, 'Sign In').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
