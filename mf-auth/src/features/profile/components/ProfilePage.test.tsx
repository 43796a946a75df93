import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { Session } from '@supabase/supabase-js';
import { authSessionAtom } from '@aayra/supabase/auth-session';
import type { Profile } from '@aayra/supabase/profile';
import { renderPage } from '../../../testing/render-page';
import { ProfilePage } from './ProfilePage';

const updates: unknown[] = [];
let storedProfile: Profile;

vi.mock(import('@aayra/supabase/auth-session'), async (importOriginal) => ({
  ...(await importOriginal()),
  followAuthSession: () => () => undefined,
}));

vi.mock('@aayra/supabase/client', () => ({
  getSupabase: () => ({
    from: () => ({
      select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: storedProfile, error: null }) }) }),
      update: (row: unknown) => ({
        eq: async () => {
          updates.push(row);
          return { error: null };
        },
      }),
    }),
  }),
}));

function signedInStore() {
  const store = createStore();
  store.set(authSessionAtom, { user: { id: 'u1', email: 'ada@example.com' } } as Session);
  return store;
}

beforeEach(() => {
  updates.length = 0;
  storedProfile = {
    userid: 'u1',
    email: 'ada@example.com',
    displayname: null,
    studentcategory: 'college',
    profilepictureurl: null,
    preferredstudyweekdays: null,
    preferredstudystarttime: null,
    timezone: 'UTC',
    weeklygoal: 10,
  };
});
afterEach(cleanup);

describe('ProfilePage', () => {
  it('on first login, saving a complete profile sends only the changes and goes home', async () => {
    renderPage(<ProfilePage />, { path: '/profile', state: { firstLogin: true }, store: signedInStore() });
    const events = userEvent.setup();
    await events.type(await screen.findByRole('textbox', { name: 'Display name' }), 'Ada');
    await events.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await events.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('/home')).toBeTruthy();
    expect(updates).toEqual([{ displayname: 'Ada', preferredstudyweekdays: 'Monday,Friday' }]);
  });

  it('is a first login when the sign-up confirmation link opened it: saving goes home', async () => {
    storedProfile.displayname = 'Ada';
    renderPage(<ProfilePage />, { path: '/profile', search: '?first-login=', store: signedInStore() });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('checkbox', { name: 'Monday' }));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('/home')).toBeTruthy();
    expect(updates).toEqual([{ preferredstudyweekdays: 'Monday' }]);
  });

  it('refuses an empty display name and saves nothing', async () => {
    storedProfile.displayname = 'Ada';
    renderPage(<ProfilePage />, { path: '/profile', store: signedInStore() });
    const events = userEvent.setup();
    await events.clear(await screen.findByRole('textbox', { name: 'Display name' }));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Enter your display name.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Display name' }));
    expect(screen.getByRole('alert').textContent).toBe('Your profile was not saved: fix the fields marked above.');
    expect(updates).toEqual([]);
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it('says "Profile saved." and stays when it is not the first login', async () => {
    storedProfile.displayname = 'Ada';
    renderPage(<ProfilePage />, { path: '/profile', store: signedInStore() });
    const events = userEvent.setup();
    await events.selectOptions(await screen.findByRole('combobox', { name: 'Weekly goal' }), '30');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect((await screen.findByText('Profile saved.')).getAttribute('role')).toBe('status');
    expect(updates).toEqual([{ weeklygoal: 30 }]);
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it('tells, under the Time zone field, that a change takes effect from the next day', async () => {
    renderPage(<ProfilePage />, { path: '/profile', store: signedInStore() });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    const described = (zone.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Your days, weeks and reminders follow this time zone; a change takes effect from your next day.',
    ]);
  });

  it("says 'User not available' when nobody is signed in", async () => {
    const store = createStore();
    store.set(authSessionAtom, null);
    renderPage(<ProfilePage />, { path: '/profile', store });
    expect((await screen.findByRole('alert')).textContent).toBe('User not available');
  });
});
