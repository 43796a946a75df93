import { expect, test } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';

test('a visitor opens /help and reads an answer by keyboard', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help & Support' })).toBeVisible();
  const answer = page.getByText(/Once a session is complete, Aayra schedules reviews 1, 3, 7, 14, 30 and 90 days later/);
  await expect(answer).toBeHidden();
  await page.getByText('When do my reviews come back?').focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
});

test('the support form explains what is wrong and counts characters as the learner types', async ({ page }) => {
  await page.goto('/help');

  await page.getByRole('button', { name: 'Send by email' }).click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await expect(page.getByText('Please describe your request.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(101));
  await expect(page.getByText('101 / 100 characters')).toBeVisible();
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('y'.repeat(1000));
  await expect(page.getByText('1000 / 1000 characters')).toBeVisible();
  await description.press('z');
  await expect(page.getByText('1001 / 1000 characters')).toBeVisible();

  await page.getByRole('button', { name: 'Send by email' }).click();
  await expect(page.getByText('The title can be at most 100 characters.')).toBeVisible();
  await expect(page.getByText('The description can be at most 1000 characters.')).toBeVisible();
  await expect(page.getByRole('status').getByRole('link')).toHaveCount(0);
});

test("a visitor's request is handed to their email app, addressed to support", async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Feature Request' });
  await page.getByRole('textbox', { name: 'Title' }).fill('Dark timer');
  await page.getByRole('textbox', { name: 'Description' }).fill('A darker focus timer, please.');
  await page.getByRole('button', { name: 'Send by email' }).click();
  const link = page.getByRole('link', { name: 'send it by email' });
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.protocol).toBe('mailto:');
  expect(href.pathname).toBe('support@aayra.app');
  expect(href.searchParams.get('subject')).toBe('[Feature Request] Dark timer');
  expect(href.searchParams.get('body')).toBe('A darker focus timer, please.');
});

test("a signed-in learner's request is stored with their account", async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Helpful Learner' });
  await signInPage(page, learner);
  await page.goto('/help');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Issue' });
  await page.getByRole('textbox', { name: 'Title' }).fill('  Timer stops at 3:00  ');
  await page.getByRole('textbox', { name: 'Description' }).fill('The focus timer stops at 3:00 on my phone.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your request was sent' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');

  const { data, error } = await learner.client
    .from('support_requests')
    .select('user_id, request_type, title, description');
  expect(error).toBeNull();
  expect(data).toEqual([
    {
      user_id: learner.session.user.id,
      request_type: 'issue',
      title: 'Timer stops at 3:00',
      description: 'The focus timer stops at 3:00 on my phone.',
    },
  ]);
});
