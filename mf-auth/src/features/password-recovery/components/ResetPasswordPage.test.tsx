import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonClient, inbox, openEmailLink, signUpLearner, type StackLearner } from '@aayra/tests/component-stack';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  window.history.replaceState(null, '', '/');
});

/**
 * Opens the page at /reset-password with the address's fragment, as the e-mailed link leaves it.
 * The page's client reads the address once, when it is created: each test gets a page of its own.
 */
async function openResetPage(hash = '') {
  vi.resetModules();
  localStorage.clear();
  window.history.replaceState(null, '', `/reset-password${hash}`);
  const { renderWithStack } = await import('@aayra/tests/component-stack');
  const { ResetPasswordPage } = await import('./ResetPasswordPage');
  unmount = (await renderWithStack(<ResetPasswordPage />, { path: '/reset-password' })).unmount;
}

/** Asks for a reset link as the learner does, and opens it: the fragment the stack redirects to. */
async function openRecoveryLink(learner: StackLearner, times = 1) {
  const { error } = await (await anonClient()).auth.resetPasswordForEmail(learner.email, {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) throw error;
  const mail = await vi.waitFor(
    async () => {
      const found = (await inbox(learner.email)).find((message) => message.subject === 'Reset your password');
      expect(found).toBeDefined();
      return found!;
    },
    { timeout: 5_000 },
  );
  let opened = await openEmailLink(mail.link);
  for (let again = 1; again < times; again += 1) opened = await openEmailLink(mail.link);
  return new URL(opened.location).hash;
}

async function canSignIn(learner: StackLearner, password: string) {
  const { error } = await (await anonClient()).auth.signInWithPassword({ email: learner.email, password });
  return error === null;
}

async function choosePassword(password: string, confirmation: string) {
  const events = userEvent.setup();
  await events.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), password);
  await events.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), confirmation);
  await events.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ResetPasswordPage', () => {
  it("says 'No session defined in URL' for a link missing a session part, and offers no form", async () => {
    await openResetPage('#access_token=abc&expires_in=3600&token_type=bearer&type=recovery');
    expect((await screen.findByRole('alert')).textContent).toBe('No session defined in URL');
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
  });

  it('sets the new password, ends the sessions and opens the login page', async () => {
    const learner = await signUpLearner();
    await openResetPage(await openRecoveryLink(learner));
    await choosePassword('Brand-new-42', 'Brand-new-42');
    await screen.findByText('/login');
    expect(await canSignIn(learner, 'Brand-new-42')).toBe(true);
    expect(await canSignIn(learner, learner.password)).toBe(false);
    // Signed out everywhere: the learner's other device cannot renew its session.
    const { error } = await learner.client.auth.refreshSession();
    expect(error).not.toBeNull();
  });

  it('refuses passwords that differ and changes nothing', async () => {
    const learner = await signUpLearner();
    await openResetPage(await openRecoveryLink(learner));
    await choosePassword('Brand-new-42', 'Brand-new-43');
    await screen.findByText('The two passwords do not match.');
    expect(await canSignIn(learner, learner.password)).toBe(true);
  });

  it('says a used or expired link cannot be used, in the words of the redirect, and offers a new one', async () => {
    const learner = await signUpLearner();
    await openResetPage(await openRecoveryLink(learner, 2));
    expect((await screen.findByRole('alert')).textContent).toBe('Email link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
  });

  it('asks for the link again when there is no session at all', async () => {
    await openResetPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(/needs the link from your password reset email/);
  });
});
