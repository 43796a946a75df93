import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallOffer } from '../../../install/install-offer';
import { InstallCard } from './InstallCard';

/** The browser's install offer as Chromium makes it, answered with `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

function runInstalled(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: standalone && query === '(display-mode: standalone)', media: query }) as MediaQueryList,
  );
}

beforeAll(() => captureInstallOffer());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Install Aayra in Settings', () => {
  it('is not there while the browser offers no install', () => {
    runInstalled(false);
    render(<InstallCard />);
    expect(screen.queryByRole('heading', { name: 'Install Aayra' })).toBeNull();
  });

  it('appears when the browser offers it, opens the browser’s dialog from the keyboard, and goes after the choice', async () => {
    runInstalled(false);
    render(
      <main>
        <h1>Settings</h1>
        <InstallCard />
      </main>,
    );
    const offer = offerInstall('dismissed');
    expect(offer.defaultPrevented).toBe(true);
    screen.getByRole('heading', { name: 'Install Aayra' });

    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Install' }));
    await user.keyboard('{Enter}');
    expect(offer.prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Install Aayra' })).toBeNull());
    // Focus does not fall to the start of the document with the button gone.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Settings' })));
  });

  it('is not there when Aayra already runs as the installed app', () => {
    runInstalled(true);
    render(<InstallCard />);
    offerInstall('accepted');
    expect(screen.queryByRole('heading', { name: 'Install Aayra' })).toBeNull();
  });
});
