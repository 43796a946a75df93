import { expect, type Page } from '@playwright/test';

/**
 * One page of the sign-in area, by the landmark its heading names (main for the signed-out pages,
 * a region inside the app layout for the profile), so the shell's own messages never interfere.
 */
export function authPage(page: Page, title: string) {
  return page.getByRole('main', { name: title }).or(page.getByRole('region', { name: title }));
}

/** The sign-in form's controls, found by their labels as a learner would. */
export function loginForm(page: Page) {
  const region = authPage(page, 'Sign In');
  return {
    email: region.getByRole('textbox', { name: 'Email' }),
    password: region.getByRole('textbox', { name: 'Password', exact: true }),
    signIn: region.getByRole('button', { name: 'Sign In', exact: true }),
    alert: region.getByRole('alert'),
    status: region.getByRole('status'),
  };
}

/**
 * Signs in as a learner would: once nothing covers the form. Right after signing out, the page
 * the learner lands on can show under "Aayra is working" for a moment, and nothing can be typed.
 */
export async function signInWithForm(page: Page, { email, password }: { email: string; password: string }) {
  await expect(page.getByRole('dialog', { name: 'Aayra is working' })).toHaveCount(0);
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.signIn.click();
}
