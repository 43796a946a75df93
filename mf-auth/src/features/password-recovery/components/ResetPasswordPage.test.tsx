import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render-page';
import { ResetPasswordPage } from './ResetPasswordPage';

const auth = {
  initialize: vi.fn(),
  getSession: vi.fn(),
  updateUser: vi.fn(),
  signOut: vi.fn(),
};

vi.mock('@aayra/supabase/client', () => ({ getSupabase: () => ({ auth }) }));

beforeEach(() => {
  for (const call of Object.values(auth)) call.mockReset();
  auth.initialize.mockResolvedValue({ error: null });
  auth.getSession.mockResolvedValue({ data: { session: { user: { id: 'u1' } } } });
  auth.updateUser.mockResolvedValue({ data: {}, error: null });
  auth.signOut.mockResolvedValue({ error: null });
  window.location.hash = '';
});
afterEach(cleanup);

describe('ResetPasswordPage', () => {
  it("says 'No session defined in URL' for a link missing a session part, and offers no form", async () => {
    window.location.hash = '#access_token=abc&expires_in=3600&token_type=bearer&type=recovery';
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect((await screen.findByRole('alert')).textContent).toBe('No session defined in URL');
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
  });

  it('sets the new password, ends the sessions and opens the login page', async () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'Brand-new-42');
    await events.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'Brand-new-42');
    await events.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('/login')).toBeTruthy();
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'Brand-new-42' });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
  });

  it('refuses passwords that differ and changes nothing', async () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'Brand-new-42');
    await events.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'Brand-new-43');
    await events.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('says a used or expired link cannot be used, in the words of the redirect, and offers a new one', async () => {
    window.location.hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    auth.initialize.mockResolvedValue({
      error: { name: 'AuthImplicitGrantRedirectError', message: 'Email link is invalid or has expired', details: { code: 'otp_expired' } },
    });
    auth.getSession.mockResolvedValue({ data: { session: null } });
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect((await screen.findByRole('alert')).textContent).toBe('Email link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
  });

  it('asks for the link again when there is no session at all', async () => {
    auth.getSession.mockResolvedValue({ data: { session: null } });
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/needs the link from your password reset email/);
  });
});
