import { Suspense, type ComponentType } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellPage } from './shell-page';

const settingsPage = () => shellPage(async () => ({ default: () => <h1>Settings</h1> }));

afterEach(cleanup);

function renderInSuspense(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading...</p>}>
      <Page />
    </Suspense>,
  );
}

describe('a shell page in a chunk of its own', () => {
  it('loaded before the first render, renders at once, with no "Loading..." first', async () => {
    const { Page, load } = settingsPage();
    await load();
    renderInSuspense(Page);
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('not loaded yet, shows "Loading..." and then the page', async () => {
    const { Page } = settingsPage();
    renderInSuspense(Page);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  });
});
