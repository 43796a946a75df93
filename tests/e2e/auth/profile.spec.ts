import { expect, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { authPage } from './auth-page';
import { solidPng } from './png';
import { test } from '../signed-in';

const profilePage = (page: Page) => authPage(page, 'Profile');

test('profile changes that fail validation are refused and change nothing', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Valid Val' });
  await signInPage(page, learner);
  await page.goto('/profile');
  const displayName = page.getByRole('textbox', { name: 'Display name' });
  await expect(displayName).toHaveValue('Valid Val');

  await displayName.fill('   ');
  await page.getByRole('combobox', { name: 'Weekly goal' }).selectOption('40');
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Enter your display name.')).toBeVisible();
  await expect(profilePage(page).getByRole('alert')).toHaveText('Your profile was not saved: fix the fields marked above.');
  await expect(displayName).toHaveAttribute('aria-invalid', 'true');
  await expect(displayName).toBeFocused();

  await page.reload();
  await expect(displayName).toHaveValue('Valid Val');
  await expect(page.getByRole('combobox', { name: 'Weekly goal' })).toHaveValue('10');
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  const { data } = await learner.client.from('users').select('displayname, weeklygoal, preferredstudyweekdays').single();
  expect(data).toEqual({ displayname: 'Valid Val', weeklygoal: 10, preferredstudyweekdays: null });
});

test('a saved profile stays saved; clearing every weekday stores none', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Kept Kim' });
  await signInPage(page, learner);
  await page.goto('/profile');
  await page.getByRole('checkbox', { name: 'Tuesday' }).check();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profilePage(page).getByRole('status')).toHaveText('Profile saved.');
  await expect(page).toHaveURL(/\/profile$/);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Tuesday' }).uncheck();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profilePage(page).getByRole('status')).toHaveText('Profile saved.');
  const { data } = await learner.client.from('users').select('preferredstudyweekdays').single();
  expect(data).toEqual({ preferredstudyweekdays: null });
});

test('a chosen picture is uploaded and shown in the avatar; other files are refused', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Pic Ture' });
  await signInPage(page, learner);
  await page.goto('/profile');
  const changePicture = page.getByRole('button', { name: 'Change profile picture' });
  await expect(changePicture).toContainText('PT');

  let chooser = page.waitForEvent('filechooser');
  await changePicture.click();
  await (await chooser).setFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(profilePage(page).getByRole('alert')).toHaveText('Choose an image file (PNG, JPEG, GIF or WebP).');

  chooser = page.waitForEvent('filechooser');
  await changePicture.click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, [79, 70, 229]) });
  await expect(profilePage(page).getByRole('status')).toHaveText('Profile picture updated.');

  const picture = changePicture.locator('img');
  await expect(picture).toHaveAttribute('src', new RegExp(`/profile-pictures/${learner.session.user.id}/`));
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);

  await page.reload();
  await expect(changePicture.locator('img')).toHaveAttribute('src', new RegExp(`/profile-pictures/${learner.session.user.id}/`));
});

test('Settings and Help open their pages', async ({ page, newLearner }) => {
  await signInPage(page, newLearner);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
});
