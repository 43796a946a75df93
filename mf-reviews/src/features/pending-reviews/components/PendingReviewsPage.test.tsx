import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeHandler } from '../../../testing/fake-supabase';
import { renderPage } from '../../../testing/render-page';
import PendingReviewsPage from './PendingReviewsPage';

const backend = vi.hoisted(() => ({ handler: undefined as unknown as FakeHandler }));
vi.mock('@aayra/supabase/client', async () => {
  const { fakeSupabase } = await import('../../../testing/fake-supabase');
  return { getSupabase: () => fakeSupabase((call) => backend.handler(call)).client };
});

const entry = (entryid: string, reviewstage: number, currentreviewduedate: string) => ({
  entryid,
  sessionid: `session-${entryid}`,
  reviewstage,
  currentreviewduedate,
  studysessions: { sessionname: `Biology - Cells #${entryid}`, subjectname: 'Biology', topicname: 'Cells' },
});

let reviewCalls: FakeCall[];
let answer: () => { data: unknown; error: unknown };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 20:00 UTC on the 20th is already the 21st for this learner, who lives in Tokyo.
  vi.setSystemTime(new Date('2026-11-20T20:00:00Z'));
  reviewCalls = [];
  answer = () => ({ data: [entry('1', 2, '2026-11-19'), entry('2', 1, '2026-11-21')], error: null });
  backend.handler = (call) => {
    if (call.table === 'users') return { data: { timezone: 'Asia/Tokyo' }, error: null };
    reviewCalls.push(call);
    return answer();
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PendingReviewsPage', () => {
  it('lists pending entries due by the learner’s today, oldest due first', async () => {
    renderPage(<PendingReviewsPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [oldest] = cards;
    expect(within(oldest!).getByRole('link', { name: 'Biology - Cells #1' }).getAttribute('href')).toBe('/review/session-1');
    expect(within(oldest!).getByText('Stage 2')).toBeTruthy();
    expect(within(oldest!).getByText('Biology')).toBeTruthy();
    expect(within(oldest!).getByText('Cells')).toBeTruthy();
    expect(oldest!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-19');

    expect(reviewCalls).toHaveLength(1);
    const [query] = reviewCalls;
    expect(query!.table).toBe('reviewcycleentries');
    expect(query!.ops).toContainEqual(['eq', 'status', 'pending']);
    expect(query!.ops).toContainEqual(['order', 'currentreviewduedate', { ascending: true }]);
    expect(query!.ops).toContainEqual(['lte', 'currentreviewduedate', '2026-11-21']);
  });

  it('shows “No pending reviews” when nothing is due', async () => {
    answer = () => ({ data: [], error: null });
    renderPage(<PendingReviewsPage />);
    expect(await screen.findByRole('heading', { name: 'No pending reviews' })).toBeTruthy();
  });

  it('empties the list and says “Error loading pending reviews” when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient } = renderPage(<PendingReviewsPage />);
    await screen.findAllByRole('article');
    answer = () => ({ data: null, error: { message: 'down', status: 503 } });
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByRole('heading', { name: 'Error loading pending reviews' })).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('loads again when the tab becomes visible', async () => {
    renderPage(<PendingReviewsPage />);
    await screen.findAllByRole('article');
    const before = reviewCalls.length;
    answer = () => ({ data: [entry('3', 1, '2026-11-21')], error: null });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('link', { name: 'Biology - Cells #3' })).toBeTruthy();
    expect(reviewCalls.length).toBeGreaterThan(before);
  });
});
