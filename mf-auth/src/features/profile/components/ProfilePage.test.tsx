import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStack, signUpLearner, type StackLearner } from '@aayra/tests/component-stack';
import { ProfilePage } from './ProfilePage';

afterEach(cleanup);

async function storedProfile(learner: StackLearner) {
  const { data, error } = await learner.client
    .from('users')
    .select('displayname, preferredstudyweekdays, weeklygoal')
    .eq('userid', learner.id)
    .single();
  if (error) throw error;
  return data;
}

/** A learner whose profile has no display name yet: their first login completes it. */
async function newcomer() {
  const learner = await signUpLearner();
  const { error } = await learner.client.from('users').update({ displayname: null }).eq('userid', learner.id);
  if (error) throw error;
  return learner;
}

// Each test changes its own learner's profile; they sign up together, before the tests.
let learners: Record<'firstLogin' | 'fromLink' | 'emptyName' | 'saved' | 'timeZone', StackLearner>;
beforeAll(async () => {
  const [firstLogin, fromLink, emptyName, saved, timeZone] = await Promise.all([
    newcomer(),
    ...Array.from({ length: 4 }, () => signUpLearner({ displayname: 'Ada' })),
  ]);
  learners = { firstLogin: firstLogin!, fromLink: fromLink!, emptyName: emptyName!, saved: saved!, timeZone: timeZone! };
});

describe('ProfilePage', () => {
  it('on first login, saving a complete profile stores it and goes home', async () => {
    const learner = learners.firstLogin;
    await renderWithStack(<ProfilePage />, { learner, path: '/profile', state: { firstLogin: true } });
    const events = userEvent.setup();
    await events.type(await screen.findByRole('textbox', { name: 'Display name' }), 'Ada');
    await events.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await events.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('/home');
    expect(await storedProfile(learner)).toEqual({ displayname: 'Ada', preferredstudyweekdays: 'Monday,Friday', weeklygoal: 10 });
  });

  it('is a first login when the sign-up confirmation link opened it: saving goes home', async () => {
    const learner = learners.fromLink;
    await renderWithStack(<ProfilePage />, { learner, path: '/profile', search: '?first-login=' });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('checkbox', { name: 'Monday' }));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('/home');
    expect(await storedProfile(learner)).toEqual({ displayname: 'Ada', preferredstudyweekdays: 'Monday', weeklygoal: 10 });
  });

  it('refuses an empty display name and saves nothing', async () => {
    const learner = learners.emptyName;
    await renderWithStack(<ProfilePage />, { learner, path: '/profile' });
    const events = userEvent.setup();
    await events.clear(await screen.findByRole('textbox', { name: 'Display name' }));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('Enter your display name.');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Display name' }));
    expect(screen.getByRole('alert').textContent).toBe('Your profile was not saved: fix the fields marked above.');
    expect(screen.getByTestId('location').textContent).toBe('/profile');
    expect((await storedProfile(learner)).displayname).toBe('Ada');
  });

  it('says "Profile saved." and stays when it is not the first login', async () => {
    const learner = learners.saved;
    await renderWithStack(<ProfilePage />, { learner, path: '/profile' });
    const events = userEvent.setup();
    await events.selectOptions(await screen.findByRole('combobox', { name: 'Weekly goal' }), '30');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect((await screen.findByText('Profile saved.')).getAttribute('role')).toBe('status');
    expect(screen.getByTestId('location').textContent).toBe('/profile');
    expect(await storedProfile(learner)).toEqual({ displayname: 'Ada', preferredstudyweekdays: null, weeklygoal: 30 });
  });

  it('tells, under the Time zone field, that a change takes effect from the next day', async () => {
    await renderWithStack(<ProfilePage />, { learner: learners.timeZone, path: '/profile' });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    const described = (zone.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Your days, weeks and reminders follow this time zone; a change takes effect from your next day.',
    ]);
  });

  it("says 'User not available' when nobody is signed in", async () => {
    await renderWithStack(<ProfilePage />, { learner: null, path: '/profile' });
    expect((await screen.findByRole('alert')).textContent).toBe('User not available');
  });
});
