import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeHandler } from '../../../testing/fake-supabase';
import { renderPage } from '../../../testing/render-page';
import { widgets } from '../../../widgets';

const backend = vi.hoisted(() => ({ handler: undefined as unknown as FakeHandler }));
vi.mock('@aayra/supabase/client', async () => {
  const { fakeSupabase } = await import('../../../testing/fake-supabase');
  return { getSupabase: () => fakeSupabase((call) => backend.handler(call)).client };
});

let calls: FakeCall[];
beforeEach(() => {
  calls = [];
  backend.handler = (call) => {
    calls.push(call);
    return { data: { pendingreviews: 3, incompletesessions: 1, completedsessions: 16 }, error: null };
  };
});
afterEach(cleanup);

function HomeCards() {
  const { PendingReviewsCard, IncompleteSessionsCard, CompletedSessionsCard } = widgets;
  return (
    <>
      {PendingReviewsCard && <PendingReviewsCard />}
      {IncompleteSessionsCard && <IncompleteSessionsCard />}
      {CompletedSessionsCard && <CompletedSessionsCard />}
    </>
  );
}

describe('home cards', () => {
  it('show their counts from one home-dashboard call', async () => {
    renderPage(<HomeCards />);
    expect((await screen.findByRole('link', { name: /^Pending Reviews 3/ })).getAttribute('href')).toBe('/pending-reviews');
    expect(screen.getByRole('link', { name: /^Incomplete Sessions 1/ }).getAttribute('href')).toBe('/incomplete-sessions');
    expect(screen.getByRole('link', { name: /^Completed Sessions 16/ }).getAttribute('href')).toBe('/completed-sessions');
    expect(calls.map((call) => call.rpc)).toEqual(['get_home_dashboard']);
  });

  it('read zero when the counts cannot be loaded', async () => {
    backend.handler = () => ({ data: null, error: { message: 'down', status: 400 } });
    renderPage(<HomeCards />);
    expect(await screen.findByRole('link', { name: /^Pending Reviews 0/ })).toBeTruthy();
  });

  it('open their list inside the app', async () => {
    renderPage(<HomeCards />);
    await userEvent.click(await screen.findByRole('link', { name: /^Completed Sessions/ }));
    expect(screen.getByText('Another page')).toBeTruthy();
  });
});
