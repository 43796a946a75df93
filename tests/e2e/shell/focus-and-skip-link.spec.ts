import { expect, type Page } from '@playwright/test';
import { test } from '../signed-in';

test.use({ signedInAs: 'newLearner' });

const homeHeading = { level: 1, name: 'The Smarter way to Master more.' } as const;

function mainHeading(page: Page, name: string | RegExp) {
  return page.getByRole('main').getByRole('heading', { level: 1, name });
}

/** Waits until `ms` have passed before letting a request through, so a loading state stays on screen. */
function slowDown(ms: number) {
  return async (route: { continue: () => Promise<void> }) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };
}

test('focus moves to the main heading of every new page, however the learner gets there', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await expect(page.getByRole('heading', homeHeading)).toBeVisible();

  // The bottom bar, by keyboard.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(mainHeading(page, 'Favorites')).toBeFocused();

  // The bottom bar, by pointer.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', homeHeading)).toBeFocused();

  // A home card (another remote's page, loaded on demand).
  await page.getByRole('link', { name: /^Pending Reviews/ }).click();
  await expect(mainHeading(page, 'Pending Reviews')).toBeFocused();

  // Back in the bottom bar.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', homeHeading)).toBeFocused();

  // The top bar's profile link.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(mainHeading(page, 'Profile')).toBeFocused();

  // The browser's own back button.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', homeHeading)).toBeFocused();

  // The Start New Session card, by keyboard.
  await page.getByRole('link', { name: /^Start New Session/ }).focus();
  await page.keyboard.press('Enter');
  await expect(mainHeading(page, 'New Session')).toBeFocused();
});

test('every app page starts with a skip link to its main content', async ({ page }) => {
  test.setTimeout(60_000);
  for (const [path, heading] of [
    ['/home', homeHeading.name],
    ['/pending-reviews', 'Pending Reviews'],
    ['/settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await expect(mainHeading(page, heading)).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip, path).toBeFocused();
    await expect(skip, `${path}: shown once focused`).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(mainHeading(page, heading), path).toBeFocused();
    // The address stays the page's own: skipping is not a navigation.
    expect(new URL(page.url()).hash).toBe('');
    // The next Tab stop comes after the heading, past the top bar.
    await page.keyboard.press('Tab');
    const afterHeading = await page.evaluate(() => {
      const heading = document.querySelector('main h1')!;
      const active = document.activeElement!;
      return Boolean(heading.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) && !active.closest('header');
    });
    expect(afterHeading, `${path}: Tab after the skip`).toBe(true);
  }
});

test('while loading, the top bar shows a neutral placeholder and the page says Loading...', async ({ page }) => {
  test.setTimeout(60_000);
  await page.route(/\/rest\/v1\/users\?/, slowDown(4000));
  await page.route(/\/mf-reviews\//, slowDown(1000));
  await page.goto('/pending-reviews');

  const name = page.getByTestId('display-name');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('button', { name: 'Aayra: open Study Stats' })).toBeVisible();
  await expect(name).toHaveText('');
  await expect(topBar).not.toContainText('User');
  expect(await topBar.locator('.aayra-avatar').count(), 'no initials before the profile is known').toBe(0);

  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveText('Loading...');
  await expect(page.getByText('Loading page')).toHaveCount(0);

  await expect(name).toHaveText('Maya Lin');
  await expect(topBar.locator('.aayra-avatar')).toHaveText('ML');
  await expect(mainHeading(page, 'Pending Reviews')).toBeVisible();
  await expect(loading).toHaveCount(0);
});
