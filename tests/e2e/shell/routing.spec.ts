import { expect } from '@playwright/test';
import { signInPage } from '../../support/learners';
import { test } from '../signed-in';

test('a visitor opening a signed-in page is sent to /login', async ({ page }) => {
  for (const path of ['/home', '/favorites', '/review/any-session', '/settings/notifications']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('/index goes to /login, and an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('/debug shows the auth state, the user state and a routing check', async ({ page, newLearner }) => {
  await page.goto('/debug');
  await expect(page.getByTestId('auth-state')).toHaveText('signed out');
  await expect(page.getByRole('row', { name: /\/home signed-in learners no: goes to \/login/ })).toBeVisible();

  const learner = newLearner;
  await signInPage(page, learner);
  await page.goto('/debug');
  await expect(page.getByTestId('auth-state')).toHaveText('signed in');
  await expect(page.getByText(learner.email)).toBeVisible();
  await expect(page.getByText('Maya Lin')).toBeVisible();
  await expect(page.getByRole('row', { name: /\/home signed-in learners yes/ })).toBeVisible();
});

test.describe(() => {
  test.use({ signedInAs: 'newLearner' });

  test('a signed-in learner sees the top bar with their name and initials, and / leads home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'The Smarter way to Master more.' })).toBeVisible();
    await expect(page.getByTestId('display-name')).toHaveText('Maya Lin');
    await expect(page.getByRole('link', { name: 'Profile' })).toContainText('ML');
  });
});

test('when the app cannot start, the Application Error page says why', async ({ page }) => {
  await page.route('**/runtime-config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible();
  await expect(page.getByText('Failed to initialize React application')).toBeVisible();
  await expect(page.getByText('/runtime-config.json answered 500.')).toBeVisible();
});
