import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
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
  await events.type(screen.getByRole('textbox', { name: 'Email' }), 'priya@example.com');
  await events.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Study-hard-2026');
  await events.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', () => {
  it('signs up with the metadata and opens the profile as a first login', async () => {
    signUp.mockResolvedValue({ data: { session: {}, user: {} }, error: null });
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('combobox', { name: 'Student category' })).toHaveProperty('value', 'college');
    await fillForm();
    expect((await screen.findByText('/profile')).dataset.state).toBe('{"firstLogin":true}');
    expect(signUp).toHaveBeenCalledWith({
      email: 'priya@example.com',
      password: 'Study-hard-2026',
      options: {
        data: {
          displayname: 'Priya',
          studentcategory: 'competitive_exam',
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      },
    });
  });

  it("shows the server's refusal and stays", async () => {
    signUp.mockResolvedValue({ data: { session: null, user: null }, error: { message: 'User already registered' } });
    renderPage(<RegisterPage />, { path: '/register' });
    await fillForm();
    expect((await screen.findByRole('alert')).textContent).toBe('User already registered');
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });
});
