import { expect } from '@playwright/test';
import { test } from '../signed-in';

const heroTitle = 'Study with focus. Remember for good.';
const results = ['54% retention', '42% consistency', '38% less study time', '89% success rate'];

test('the landing shows its whole content with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/', '/landing']) {
    await page.goto(path);
    const sections = page.getByRole('navigation', { name: 'Sections' });
    for (const anchor of ['Features', 'Results', 'Reviews']) {
      await expect(sections.getByRole('link', { name: anchor })).toBeVisible();
    }
    for (const place of [page.getByRole('banner'), page.getByRole('region', { name: heroTitle })]) {
      await expect(place.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      await expect(place.getByRole('link', { name: 'Start 45-Day Trial' })).toHaveAttribute('href', '/register');
    }
    for (const result of results) await expect(page.getByRole('button', { name: result })).toBeVisible();
    for (const step of ['Focused study', 'AI processing', 'Break', 'Spaced repetition']) {
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    for (const feature of ['AI summaries', 'Flashcards', 'Practice questions', 'Smart notifications', 'Progress tracking', 'Focus timer', 'Web, iOS and Android']) {
      await expect(page.getByRole('heading', { name: feature, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/25 minutes/).first()).toBeVisible();
    await expect(page.getByText('(sample)')).toHaveCount(3);
    await expect(page.getByText('45-day free trial, no credit card')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await expect(page.getByText('$9.99')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:support@aayra.app');
  }
  await context.close();
});

test("a visitor's landing loads no script file", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts).toEqual([]);
});

test('the anchors scroll to their sections and the buttons lead to sign-in and sign-up', async ({ page }) => {
  await page.goto('/');
  for (const [anchor, heading] of [['Features', 'Features'], ['Results', 'Results'], ['Reviews', 'Reviews']] as const) {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: anchor }).click();
    await expect(page).toHaveURL(new RegExp(`#${anchor.toLowerCase()}$`));
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeInViewport();
  }

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Start 45-Day Trial' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'Help & Support' })).toBeVisible();
});

test('a phone visitor finds Start 45-Day Trial and Sign In in the hero, on the first screen, and each leads in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const hero = page.getByRole('region', { name: heroTitle });
  const trial = hero.getByRole('link', { name: 'Start 45-Day Trial' });
  const signIn = hero.getByRole('link', { name: 'Sign In' });
  // Whole, on the first screen: no scrolling before the way in.
  await expect(trial).toBeInViewport({ ratio: 1 });
  await expect(signIn).toBeInViewport({ ratio: 1 });

  await trial.click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('region', { name: heroTitle }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('a result card flips by keyboard and announces its other face', async ({ page }) => {
  await page.goto('/landing');
  // Located by position: a card's name is its visible face, so it changes when it flips.
  const card = page.getByRole('region', { name: 'Results' }).getByRole('button').first();
  await expect(card).toHaveAccessibleName('54% retention');
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toHaveAccessibleName(/come back after 1, 3, 7, 14, 30 and 90 days/);
  await expect(page.getByText(/^What it means: Learners remember more/)).toBeAttached();

  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await expect(card).toHaveAccessibleName('54% retention');
});

test.describe(() => {
  test.use({ signedInAs: 'newLearner' });

  test('a signed-in learner opening / lands on /home without the landing', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'The Smarter way to Master more.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start 45-Day Trial' })).toHaveCount(0);
  });
});
