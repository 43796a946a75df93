import { act, cleanup, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineNotice, savedAtText } from './OfflineNotice';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  cleanup();
});

function renderNotice(queryClient = new QueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineNotice />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the offline notice', () => {
  it('appears while the browser is offline with the time the shown data was saved, and goes when back online', () => {
    const queryClient = new QueryClient();
    const savedAt = new Date();
    savedAt.setHours(10, 42, 0, 0);
    queryClient.setQueryData(['mf-reviews', 'pending-reviews', 'learner'], [], { updatedAt: savedAt.getTime() - 60_000 });
    queryClient.setQueryData(['supabase', 'home-dashboard', 'learner'], {}, { updatedAt: savedAt.getTime() });
    renderNotice(queryClient);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(
      `You are offline. Showing what was saved on this device at ${savedAtText(savedAt, new Date())}.`,
    );

    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('only says the app is offline when nothing was saved', () => {
    renderNotice();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('You are offline.');
  });
});

describe('savedAtText', () => {
  it('is the time for today, and the day and time for an earlier day', () => {
    const now = new Date(2026, 10, 25, 15, 0);
    expect(savedAtText(new Date(2026, 10, 25, 10, 42), now)).toMatch(/10:42/);
    expect(savedAtText(new Date(2026, 10, 25, 10, 42), now)).not.toMatch(/25|Nov/);
    expect(savedAtText(new Date(2026, 10, 23, 10, 42), now)).toMatch(/23.*10:42/);
  });
});
