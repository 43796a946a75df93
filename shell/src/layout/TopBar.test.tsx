import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminClient, network, renderWithStack, signInApp, signUpLearner, type StackLearner } from '@aayra/tests/component-stack';
import { TopBar } from './TopBar';

// The stats dialog comes from another app at run time; the top bar only opens it.
vi.mock('../remotes/RemoteWidget', () => ({ RemoteWidget: () => null }));

let maya: StackLearner;
let unnamed: StackLearner;
let withoutRow: StackLearner;
beforeAll(async () => {
  [maya, unnamed, withoutRow] = await Promise.all([
    signUpLearner({ displayname: 'Maya Lin' }),
    signUpLearner(),
    signUpLearner(),
  ]);
  const { error } = await unnamed.client.from('users').update({ displayname: null }).eq('userid', unnamed.id);
  if (error) throw error;
  const removed = await (await adminClient()).from('users').delete().eq('userid', withoutRow.id);
  if (removed.error) throw removed.error;
});
afterEach(cleanup);

const displayName = () => screen.getByTestId('display-name');

describe('the top bar while the profile loads', () => {
  it('shows a neutral placeholder, neither "User" nor "U", until the profile is known', async () => {
    await signInApp(maya);
    const release = network.hold();
    try {
      await renderWithStack(<TopBar />);
      expect(displayName().textContent).toBe('');
      expect(document.querySelector('.top-bar')?.textContent).not.toMatch(/User|\bU\b/);
      screen.getByRole('link', { name: 'Profile' });
    } finally {
      release();
    }
    await waitFor(() => expect(displayName().textContent).toBe('Maya Lin'));
  });

  it('shows the learner’s name and initials once known', async () => {
    await renderWithStack(<TopBar />, { learner: maya });
    await waitFor(() => expect(displayName().textContent).toBe('Maya Lin'));
    expect(document.querySelector('.aayra-avatar')?.textContent).toBe('ML');
  });

  it('says "User" only when the profile has no name', async () => {
    await renderWithStack(<TopBar />, { learner: unnamed });
    await waitFor(() => expect(displayName().textContent).toBe('User'));
  });

  it('says "User" when there is no profile row yet', async () => {
    await renderWithStack(<TopBar />, { learner: withoutRow });
    await waitFor(() => expect(displayName().textContent).toBe('User'));
  });
});
