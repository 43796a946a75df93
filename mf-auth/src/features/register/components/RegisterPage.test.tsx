import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render-page';
import { RegisterPage } from './RegisterPage';

const signUp = vi.fn();

vi.mock('@aayra/supabase/client', () => ({ getSupabase: () => ({ auth: { signUp } }) }));

afterEach(() => {
  cleanup();
  signUp.mockReset();
});

async function fillForm() {
  const events = userEvent.setup();
  await events.type(screen.getByRole('textbox', { name: 'Display name' }), '  Priya  ');
  await events.selectOptions(screen.getByRole('combobox', { name: 'Student category' }), 'Competitive Exam');
  await events.type(screen.getByRole('textbox', { name: 'Email' }), ' priya@example.com ');
  await events.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Study-hard-2026');
  await events.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', () => {
  it('signs up with the metadata, and the link it asks for lands on the profile as a first login', async () => {
    signUp.mockResolvedValue({ data: { session: null, user: {} }, error: null });
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('combobox', { name: 'Student category' })).toHaveProperty('value', 'college');
    await fillForm();
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(signUp).toHaveBeenCalledWith({
      email: 'priya@example.com',
      password: 'Study-hard-2026',
      options: {
        data: {
          displayname: 'Priya',
          studentcategory: 'competitive_exam',
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        emailRedirectTo: `${window.location.origin}/profile?first-login=`,
      },
    });
  });

  it('asks the learner to follow the confirmation link, with focus on the new page and a way back to Sign In', async () => {
    signUp.mockResolvedValue({ data: { session: null, user: {} }, error: null });
    renderPage(<RegisterPage />, { path: '/register' });
    await fillForm();
    const heading = await screen.findByRole('heading', { name: 'Check your email', level: 1 });
    expect(document.activeElement).toBe(heading);
    // The page's own status, not the test harness's <output> (also a status).
    expect(within(screen.getByRole('main', { name: 'Check your email' })).getByRole('status').textContent).toBe(
      'We sent a confirmation link to priya@example.com: follow it to finish signing up.',
    );
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });

  it('opens the profile as a first login when the backend signs the learner in at once', async () => {
    signUp.mockResolvedValue({ data: { session: {}, user: {} }, error: null });
    renderPage(<RegisterPage />, { path: '/register' });
    await fillForm();
    expect((await screen.findByText('/profile')).dataset.state).toBe('{"firstLogin":true}');
  });

  it("shows the server's refusal and stays", async () => {
    signUp.mockResolvedValue({ data: { session: null, user: null }, error: { message: 'Password is known to be weak and easy to guess' } });
    renderPage(<RegisterPage />, { path: '/register' });
    await fillForm();
    expect((await screen.findByRole('alert')).textContent).toBe('Password is known to be weak and easy to guess');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });
});
