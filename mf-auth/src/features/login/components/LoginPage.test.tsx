import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupabase } from '@aayra/supabase/client';
import {
  anonClient,
  inbox,
  network,
  openEmailLink,
  renderWithStack,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import { LoginPage } from './LoginPage';

async function signIn(email: string, password: string) {
  const events = userEvent.setup();
  if (email) await events.type(screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await events.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await events.click(screen.getByRole('button', { name: 'Sign In' }));
}

const openLogin = () => renderWithStack(<LoginPage />, { learner: null, path: '/login' });

/** Who the app's client is signed in as now, if anyone. */
async function signedInAs() {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.user.email;
}

let ada: StackLearner;
beforeAll(async () => {
  ada = await signUpLearner({ displayname: 'Ada' });
});
afterEach(() => {
  network.up();
  cleanup();
});

describe('LoginPage', () => {
  it('asks for both fields and signs nobody in when one is empty', async () => {
    await openLogin();
    await signIn(ada.email, '');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter both email and password');
    expect(await signedInAs()).toBeUndefined();
  });

  it("shows 'Signing in...' while busy, then the server's message", async () => {
    await openLogin();
    const release = network.hold();
    await signIn(ada.email, 'wrong-password');
    screen.getByRole('button', { name: 'Signing in...' });
    release();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it("says 'Login failed' when the server cannot be reached, and signs nobody in", async () => {
    await openLogin();
    network.down();
    await signIn(ada.email, ada.password);
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
    network.up();
    expect(await signedInAs()).toBeUndefined();
  });

  it("shows 'Email not confirmed' as the server words it when the address is not confirmed yet", async () => {
    const email = `unconfirmed-${crypto.randomUUID()}@example.com`;
    const { error } = await (await anonClient()).auth.signUp({ email, password: 'secret-pass-1' });
    if (error) throw error;
    await openLogin();
    await signIn(email, 'secret-pass-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Email not confirmed');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('says nothing about links when the page was opened without one', async () => {
    await openLogin();
    await vi.waitFor(async () => expect(await getSupabase().auth.initialize()).toEqual({ error: null }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the profile on the first login, marked as such', async () => {
    const newcomer = await signUpLearner();
    // A profile without a display name is not complete yet.
    const { error } = await newcomer.client.from('users').update({ displayname: null }).eq('userid', newcomer.id);
    if (error) throw error;
    await openLogin();
    await signIn(newcomer.email, newcomer.password);
    expect((await screen.findByText('/profile')).dataset.state).toBe('{"firstLogin":true}');
    expect(await signedInAs()).toBe(newcomer.email);
  });

  it('opens home when the profile is complete', async () => {
    await openLogin();
    await signIn(ada.email, ada.password);
    await screen.findByText('/home');
    expect(await signedInAs()).toBe(ada.email);
  });

  it('shows and hides the password', async () => {
    await openLogin();
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
  });
});

describe('LoginPage opened from an e-mailed link', () => {
  it('says so when the link was used or has expired, until the learner signs in', async () => {
    // A confirmation link opened a second time: the stack redirects with the link's error.
    const email = `twice-${crypto.randomUUID()}@example.com`;
    const { error } = await (await anonClient()).auth.signUp({ email, password: 'secret-pass-1' });
    if (error) throw error;
    const [mail] = await vi.waitFor(async () => {
      const found = await inbox(email);
      expect(found).toHaveLength(1);
      return found;
    });
    await openEmailLink(mail!.link);
    const used = await openEmailLink(mail!.link);
    expect(used.error).toBe('otp_expired');

    // The page's client reads the address once, when it is created: this test gets a client of its own.
    vi.resetModules();
    window.history.replaceState(null, '', `/login${new URL(used.location).hash}`);
    const fresh = await import('@aayra/tests/component-stack');
    const { LoginPage: FreshLoginPage } = await import('./LoginPage');
    const view = await fresh.renderWithStack(<FreshLoginPage />, { path: '/login' });
    try {
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This link is invalid or has expired. Sign in below, or sign up again to get a new link.',
      );
      screen.getByRole('link', { name: 'Forgot password?' });
      await signIn(ada.email, 'wrong-password');
      await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid login credentials'));
    } finally {
      view.unmount();
      window.history.replaceState(null, '', '/');
    }
  });
});
