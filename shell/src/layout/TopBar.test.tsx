import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@aayra/supabase/profile';
import { TopBar } from './TopBar';

const profileQuery = vi.hoisted(() => ({ current: { data: undefined as unknown } }));
vi.mock('@aayra/supabase/profile', () => ({ useProfile: () => profileQuery.current }));
vi.mock('../remotes/RemoteWidget', () => ({ RemoteWidget: () => null }));

function showTopBar(data: Partial<Profile> | null | undefined) {
  profileQuery.current = { data };
  render(
    <MemoryRouter>
      <TopBar />
    </MemoryRouter>,
  );
  return screen.getByTestId('display-name');
}

describe('the top bar while the profile loads', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows a neutral placeholder, neither "User" nor "U", until the profile is known', () => {
    const name = showTopBar(undefined);
    expect(name.textContent).toBe('');
    expect(document.querySelector('.top-bar')?.textContent).not.toMatch(/User|\bU\b/);
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
  });

  it('shows the learner’s name and initials once known', () => {
    const name = showTopBar({ displayname: 'Maya Lin', profilepictureurl: null });
    expect(name.textContent).toBe('Maya Lin');
    expect(document.querySelector('.aayra-avatar')?.textContent).toBe('ML');
  });

  it('says "User" only when the profile has no name', () => {
    expect(showTopBar({ displayname: '', profilepictureurl: null }).textContent).toBe('User');
  });

  it('says "User" when there is no profile row yet', () => {
    expect(showTopBar(null).textContent).toBe('User');
  });
});
