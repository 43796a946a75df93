import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { signUpLearner } from '../../support/learners';
import { authPage, signInWithForm } from './auth-page';

/** The learner's authenticator app, set up from the key the profile page shows. */
function authenticatorApp(key: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });
  return {
    code: () => totp.generate(),
    /** Six digits that are no code of this key in the window the backend accepts. */
    wrongCode: () => ['000000', '111111', '222222', '333333'].find((code) => totp.validate({ token: code, window: 1 }) === null)!,
  };
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

async function signOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('two-factor authentication: turned on with a code from the shown key, asked at sign-in before any page, turned off', async ({ page }) => {
  test.slow();
  const learner = await signUpLearner({ displayname: 'Ines Duarte' });
  await page.goto('/login');
  await signInWithForm(page, learner);
  await expect(page).toHaveURL(/\/home$/);

  // Turning it on: the QR code and the key as text, confirmed by a code from the app.
  await page.goto('/profile');
  const profile = authPage(page, 'Profile');
  const card = profile.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = (await card.locator('code').textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const app = authenticatorApp(key);
  await expectNoAxeViolations(page);

  const code = card.getByRole('textbox', { name: /Code from your authenticator app/ });
  await code.fill('12345');
  await card.getByRole('button', { name: 'Confirm code' }).click();
  await expect(card.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await code.fill(app.code());
  await card.getByRole('button', { name: 'Confirm code' }).click();
  await expect(card.getByRole('status')).toHaveText('Two-factor authentication is on. Each sign-in now asks for a code from your app.');
  const addedToday = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  await expect(card.getByRole('list', { name: 'Your authenticator apps' }).getByRole('listitem')).toHaveText([`Authenticator app, added ${addedToday}`]);

  // Signing in again: the password alone reaches no page of the app.
  await signOut(page);
  await signInWithForm(page, learner);
  await expect(page).toHaveURL(/\/login\/code$/);
  const codePage = authPage(page, 'Enter your sign-in code');
  await expect(codePage).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\/code$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\/code$/);

  await codePage.getByRole('textbox', { name: /Code/ }).fill(app.wrongCode());
  await codePage.getByRole('button', { name: 'Verify' }).click();
  await expect(codePage.getByRole('alert')).toHaveText('That code is not right. Enter the code your authenticator app shows now.');
  await expect(page).toHaveURL(/\/login\/code$/);

  await codePage.getByRole('textbox', { name: /Code/ }).fill(app.code());
  await codePage.getByRole('button', { name: 'Verify' }).click();
  // Back where the learner was going when the code was asked for.
  await expect(page).toHaveURL(/\/profile$/);
  await page.reload();
  await expect(authPage(page, 'Profile')).toBeVisible();

  // Turning it off takes a current code, and the next sign-in asks for none.
  await card.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await card.getByRole('textbox', { name: /Code from your authenticator app/ }).fill(app.wrongCode());
  await card.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(card.getByRole('alert')).toHaveText('That code is not right. Enter the code your authenticator app shows now.');
  await card.getByRole('textbox', { name: /Code from your authenticator app/ }).fill(app.code());
  await card.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(card.getByRole('status')).toHaveText('Two-factor authentication is off.');
  await expect(card.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeVisible();

  await signOut(page);
  await signInWithForm(page, learner);
  await expect(page).toHaveURL(/\/home$/);
});

test("sign out of all devices ends the learner's sessions on their other devices too", async ({ page }) => {
  // The learner's other device: the session the API client was given at sign-up.
  const learner = await signUpLearner();
  await page.goto('/login');
  await signInWithForm(page, learner);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')));
  expect(stored).toEqual([]);
  // The other device can no longer renew its sign-in.
  const { error } = await learner.client.auth.refreshSession();
  expect(error?.code).toBe('refresh_token_not_found');
});
