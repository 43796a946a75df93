import { expect, test } from '../signed-in';

test.use({ signedInAs: 'newLearner' });

test("a new learner's subscription card shows the free plan, its trial and today's usage", async ({ page }) => {
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Subscription' });
  await expect(card.getByText('Plan: Free')).toBeVisible();
  await expect(card.getByText('45 days left in your free trial')).toBeVisible();
  await expect(card.getByRole('term')).toHaveText(['Sessions per day', 'Sessions per week', 'Started today', 'Started this week']);
  await expect(card.getByRole('definition')).toHaveText(['2', '14', '0 of 2', '0 of 14']);
  // Home's weekly goal counts completed sessions: the card says the limits count every one started.
  await expect(card.getByText("Every session you start counts toward your plan's limits; your weekly goal counts completed sessions.")).toBeVisible();
});

test('the theme button cycles Light, Dark, System and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  const html = page.locator('html');
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
  await page.getByRole('button', { name: 'Theme: Light' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Theme: Dark' }).click();
  await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
});

test('the notifications link opens the notification settings', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
});
