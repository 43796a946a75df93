import { expect, test } from '@playwright/test';
import { signUpLearner } from '../../support/learners';
import { authPage, loginForm } from './auth-page';

test("a wrong password shows the server's message and keeps the learner on /login", async ({ page }) => {
  const learner = await signUpLearner();
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(learner.email);
  await form.password.fill('not-the-password');

  // Hold the sign-in request so the busy state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/token?grant_type=password', async (route) => {
    await held;
    await route.continue();
  });
  await form.signIn.click();
  await expect(authPage(page, 'Sign In').getByRole('button', { name: 'Signing in...' })).toBeVisible();
  release();

  await expect(form.alert).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.signIn).toBeVisible();
});

test("empty fields show 'Please enter both email and password' and send nothing", async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) requests.push(request.url());
  });
  await page.goto('/login');
  const form = loginForm(page);
  await form.signIn.click();
  await expect(form.alert).toHaveText('Please enter both email and password');

  await form.email.fill('someone@example.com');
  await form.signIn.click();
  await expect(form.alert).toHaveText('Please enter both email and password');
  await expect(form.email).toHaveAttribute('type', 'email');
  expect(requests).toEqual([]);
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const { password } = loginForm(page);
  const toggle = authPage(page, 'Sign In').getByRole('button', { name: 'Show password' });
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
});
