import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonClient, inbox, openEmailLink, renderWithStack } from '@aayra/tests/component-stack';
import { RegisterPage } from './RegisterPage';

afterEach(cleanup);

const newAddress = () => `priya-${crypto.randomUUID()}@example.com`;
const openRegister = () => renderWithStack(<RegisterPage />, { learner: null, path: '/register' });

async function fillForm(email: string) {
  const events = userEvent.setup();
  await events.type(screen.getByRole('textbox', { name: 'Display name' }), '  Priya  ');
  await events.selectOptions(screen.getByRole('combobox', { name: 'Student category' }), 'Competitive Exam');
  await events.click(screen.getByRole('textbox', { name: 'Email' }));
  await events.paste(` ${email} `);
  await events.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Study-hard-2026');
  await events.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', () => {
  it('signs up with the profile details, and the e-mailed link lands on the profile as a first login', async () => {
    const email = newAddress();
    await openRegister();
    expect(screen.getByRole('combobox', { name: 'Student category' })).toHaveProperty('value', 'college');
    await fillForm(email);
    await screen.findByRole('heading', { name: 'Check your email' });

    const [mail] = await vi.waitFor(async () => {
      const found = await inbox(email);
      expect(found.map((message) => message.subject)).toEqual(['Confirm your email']);
      return found;
    });
    const opened = await openEmailLink(mail!.link);
    const landing = new URL(opened.location);
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(`${window.location.origin}/profile?first-login=`);

    // The new learner's profile row holds what the form asked for.
    const client = await anonClient();
    const { data: signedIn, error } = await client.auth.setSession(opened.session!);
    if (error) throw error;
    const { data: profile } = await client
      .from('users')
      .select('displayname, studentcategory, timezone')
      .eq('userid', signedIn.user!.id)
      .single();
    expect(profile).toEqual({
      displayname: 'Priya',
      studentcategory: 'competitive_exam',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('asks the learner to follow the confirmation link, with focus on the new page and a way back to Sign In', async () => {
    await openRegister();
    await fillForm(newAddress());
    const heading = await screen.findByRole('heading', { name: 'Check your email', level: 1 });
    expect(document.activeElement).toBe(heading);
    // The page's own status, not the test harness's <output> (also a status).
    expect(within(screen.getByRole('main', { name: 'Check your email' })).getByRole('status').textContent).toMatch(
      /^We sent a confirmation link to priya-.*@example\.com: follow it to finish signing up\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });

  it("shows the server's refusal and stays", async () => {
    // Looks like an address to the form; the server allows 255 characters at most.
    await openRegister();
    await fillForm(`${'p'.repeat(250)}@example.com`);
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to validate email address: invalid format');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });
});
