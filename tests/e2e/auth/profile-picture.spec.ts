import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { authPage } from './auth-page';
import { solidPng } from './png';

const NOT_REALLY_A_PICTURE = 'This file is named like a picture but its content is not one. Choose a PNG, JPEG, GIF or WebP image.';
const notes = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Photosynthesis turns light into sugar.\n') };

async function choosePicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  await (await chooser).setFiles(file);
}

async function storedPictures(learner: TestLearner) {
  const { data, error } = await learner.client.storage.from('profile-pictures').list(learner.session.user.id);
  if (error) throw error;
  return data.map((object) => object.name);
}

async function storedPictureUrl(learner: TestLearner) {
  const { data } = await learner.client.from('users').select('profilepictureurl').single();
  return data?.profilepictureurl;
}

test('a text file named .png is refused by its content, and nothing changes: no upload, the same avatar', async ({ page }) => {
  const learner = await signUpLearner({ displayname: 'Renamed Notes' });
  await signInPage(page, learner);
  await page.goto('/profile');
  const profile = authPage(page, 'Profile');
  const avatar = page.getByRole('button', { name: 'Change profile picture' });
  await expect(avatar).toContainText('RN');

  await choosePicture(page, notes);
  await expect(profile.getByRole('alert')).toHaveText(NOT_REALLY_A_PICTURE);
  await expect(profile.getByText('Profile picture updated.')).toHaveCount(0);
  await expect(avatar.locator('img')).toHaveCount(0);
  await expect(avatar).toContainText('RN');
  expect(await storedPictures(learner)).toEqual([]);
  expect(await storedPictureUrl(learner)).toBeNull();

  // A real picture is still taken...
  await choosePicture(page, { name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, [16, 185, 129]) });
  await expect(profile.getByRole('status')).toHaveText('Profile picture updated.');
  const picture = avatar.locator('img');
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
  const pictureUrl = await storedPictureUrl(learner);
  expect(pictureUrl).toMatch(new RegExp(`/profile-pictures/${learner.session.user.id}/avatar\\?v=`));

  // ...and the renamed notes chosen after it change neither the picture nor what is stored.
  await choosePicture(page, notes);
  await expect(profile.getByRole('alert')).toHaveText(NOT_REALLY_A_PICTURE);
  await expect(profile.getByText('Profile picture updated.')).toHaveCount(0);
  await expect(picture).toHaveAttribute('src', pictureUrl!);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  expect(await storedPictureUrl(learner)).toBe(pictureUrl);
  const { data: stored } = await learner.client.storage.from('profile-pictures').download(`${learner.session.user.id}/avatar`);
  expect(stored?.type).toBe('image/png');
  expect(Buffer.from(await stored!.arrayBuffer()).subarray(1, 4).toString('ascii')).toBe('PNG');
});

test('the profile-pictures bucket itself refuses a file that is not a picture type, or over 5 MB', async () => {
  // What a page that skipped its own check would send, straight to storage with the learner's rights.
  const learner = await signUpLearner({ displayname: 'Direct Upload' });
  const bucket = learner.client.storage.from('profile-pictures');
  const path = `${learner.session.user.id}/avatar`;

  const text = await bucket.upload(path, notes.buffer, { contentType: 'text/plain', upsert: true });
  expect(text.error?.message).toBe('mime type text/plain is not supported');

  const tooLarge = Buffer.concat([solidPng(8, [0, 0, 0]), Buffer.alloc(5 * 1024 * 1024)]);
  const large = await bucket.upload(path, tooLarge, { contentType: 'image/png', upsert: true });
  expect(large.error?.message).toBe('The object exceeded the maximum allowed size');

  expect(await storedPictures(learner)).toEqual([]);
});
