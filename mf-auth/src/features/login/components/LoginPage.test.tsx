import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render-page';
import { LoginPage } from './LoginPage';

const signInWithPassword = vi.fn();
const profileRow = vi.fn();
/** What the auth client made of the address the page was opened at (an e-mailed link's outcome). */
const initialize = vi.fn();

vi.mock('@aayra/supabase/client', () => ({
  getSupabase: () => ({
    auth: { signInWithPassword, initialize },
    from: () => ({ select: () => ({ eq: () => ({ maybeSingle: profileRow }) }) }),
  }),
}));

const user = { id: 'u1', email: 'ada@example.com' };

async function signIn(email: string, password: string) {
  const events = userEvent.setup();
  if (email) await events.type(screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await events.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await events.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  signInWithPassword.mockReset();
  profileRow.mockReset();
  initialize.mockReset();
  initialize.mockResolvedValue({ error: null });
});
afterEach(cleanup);

describe('LoginPage', () => {
  it("asks for both fields and calls nobody when one is empty", async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await signIn('ada@example.com', '');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please enter both email and password');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("shows 'Signing in...' while busy, then the server's message", async () => {
    let answer: (value: unknown) => void = () => undefined;
    signInWithPassword.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(<LoginPage />, { path: '/login' });
    await signIn('ada@example.com', 'wrong');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeTruthy();
    answer({ data: { user: null, session: null }, error: { name: 'AuthApiError', message: 'Invalid login credentials', status: 400 } });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it("shows 'Email not confirmed' as the server words it when the address is not confirmed yet", async () => {
    signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: { name: 'AuthApiError', message: 'Email not confirmed', status: 400, code: 'email_not_confirmed' },
    });
    renderPage(<LoginPage />, { path: '/login' });
    await signIn('ada@example.com', 'secret-pass');
    expect((await screen.findByRole('alert')).textContent).toBe('Email not confirmed');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('says so when the page was opened from a used or expired e-mailed link, until the learner signs in', async () => {
    initialize.mockResolvedValue({
      error: { name: 'AuthImplicitGrantRedirectError', message: 'Email link is invalid or has expired', details: { code: 'otp_expired' } },
    });
    renderPage(<LoginPage />, { path: '/login' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is invalid or has expired. Sign in below, or sign up again to get a new link.',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error: { message: 'Invalid login credentials' } });
    await signIn('ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
  });

  it('says nothing about links when the page was opened without one', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await vi.waitFor(() => expect(initialize).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to 'Login failed' when the error has no message", async () => {
    signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error: { message: '' } });
    renderPage(<LoginPage />, { path: '/login' });
    await signIn('ada@example.com', 'secret-pass');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('opens the profile on the first login, marked as such', async () => {
    signInWithPassword.mockResolvedValue({ data: { user, session: {} }, error: null });
    profileRow.mockResolvedValue({ data: { userid: 'u1', displayname: null, studentcategory: 'college' }, error: null });
    renderPage(<LoginPage />, { path: '/login' });
    await signIn('ada@example.com', 'secret-pass');
    expect((await screen.findByText('/profile')).dataset.state).toBe('{"firstLogin":true}');
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret-pass' });
  });

  it('opens home when the profile is complete', async () => {
    signInWithPassword.mockResolvedValue({ data: { user, session: {} }, error: null });
    profileRow.mockResolvedValue({ data: { userid: 'u1', displayname: 'Ada', studentcategory: 'college' }, error: null });
    renderPage(<LoginPage />, { path: '/login' });
    await signIn('ada@example.com', 'secret-pass');
    expect(await screen.findByText('/home')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
  });
});
