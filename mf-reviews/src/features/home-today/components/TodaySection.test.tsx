import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentStudySessionAtom } from '@aayra/supabase/current-session';
import type { FakeCall, FakeHandler } from '../../../testing/fake-supabase';
import { renderPage } from '../../../testing/render-page';
import { widgets } from '../../../widgets';

const backend = vi.hoisted(() => ({ handler: undefined as unknown as FakeHandler }));
vi.mock('@aayra/supabase/client', async () => {
  const { fakeSupabase } = await import('../../../testing/fake-supabase');
  return { getSupabase: () => fakeSupabase((call) => backend.handler(call)).client };
});

const due = (n: number) => ({
  entryid: `entry-${n}`,
  sessionid: `session-${n}`,
  sessionname: `Maths - Topic ${n} #1`,
  reviewstage: n === 1 ? 2 : 1,
  currentreviewduedate: `2026-11-1${n}`,
});

const dashboard = {
  pendingreviews: 7,
  incompletesessions: 1,
  completedsessions: 16,
  usedtoday: 1,
  usedthisweek: 3,
  dailylimit: 2,
  weeklylimit: 14,
  canstart: true,
  limitreached: null,
  message: null,
  today: '2026-11-18',
  streak: 4,
  thisweeksessions: 3,
  weeklygoal: 10,
  duereviews: [1, 2, 3, 4, 5].map(due),
};

let calls: FakeCall[];
beforeEach(() => {
  calls = [];
  backend.handler = (call) => {
    calls.push(call);
    return { data: dashboard, error: null };
  };
});
afterEach(cleanup);

/** Home as the shell composes it: the three cards of this remote and the Today section. */
function Home() {
  const { PendingReviewsCard, IncompleteSessionsCard, CompletedSessionsCard, TodaySection } = widgets;
  return (
    <>
      {PendingReviewsCard && <PendingReviewsCard />}
      {IncompleteSessionsCard && <IncompleteSessionsCard />}
      {CompletedSessionsCard && <CompletedSessionsCard />}
      {TodaySection && <TodaySection />}
    </>
  );
}

const today = () => screen.getByRole('region', { name: 'Today' });

describe("Home's Today section", () => {
  it('shows the next step, the reviews due by name and the week, from the one call the cards make too', async () => {
    renderPage(<Home />);
    const section = await screen.findByRole('region', { name: 'Today' });
    await within(section).findByRole('heading', { level: 3, name: 'Next step' });

    const reviews = within(within(section).getByRole('region', { name: 'Reviews due today' })).getAllByRole('listitem');
    expect(reviews.map((item) => within(item).getByRole('link').textContent)).toEqual([1, 2, 3, 4, 5].map((n) => `Maths - Topic ${n} #1`));
    expect(within(reviews[0]!).getByRole('link').getAttribute('href')).toBe('/review/session-1');
    expect(within(reviews[0]!).getByText('Stage 2')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See all 7 reviews due' }).getAttribute('href')).toBe('/pending-reviews');

    const week = within(section).getByRole('region', { name: 'This week' });
    expect(within(week).getByText('4 days')).toBeTruthy();
    expect(within(week).getByRole('progressbar', { name: 'Weekly goal' }).getAttribute('aria-valuetext')).toBe('3 of 10 sessions');

    const next = within(section).getByRole('region', { name: 'Next step' });
    expect(within(next).getByRole('link', { name: 'Review Maths - Topic 1 #1' }).getAttribute('href')).toBe('/review/session-1');
    expect(within(next).getByText('It has waited longest of your 7 reviews due.')).toBeTruthy();

    expect(screen.getByRole('link', { name: /^Pending Reviews 7/ })).toBeTruthy();
    expect(calls.map((call) => call.rpc)).toEqual(['get_home_dashboard']);
  });

  it('says when nothing is due and offers no link to more', async () => {
    backend.handler = () => ({ data: { ...dashboard, pendingreviews: 0, duereviews: [], incompletesessions: 0, streak: 1 }, error: null });
    renderPage(<Home />);
    expect(await screen.findByText('No reviews due today.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
    expect(within(today()).getByText('1 day')).toBeTruthy();
    expect(within(today()).getByRole('link', { name: 'Start a Session' }).getAttribute('href')).toBe('/new-session');
  });

  it('suggests continuing the session in progress', async () => {
    const { store } = renderPage(<Home />);
    act(() =>
      store.set(currentStudySessionAtom, {
        sessionid: 'open',
        sessionname: 'Biology - Cells #2',
        subjectname: 'Biology',
        topicname: 'Cells',
        status: 'focus_in_progress',
        focusdurationminutes: 25,
        breakdurationminutes: 5,
        reviewstage: 0,
        timerEndsAt: Date.now() + 60_000,
        timerRemainingMs: null,
      }),
    );
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(within(next).getByRole('link', { name: 'Return to Your Session' }).getAttribute('href')).toBe('/new-session');
    act(() => store.set(currentStudySessionAtom, null));
  });

  it('offers a retry when the overview cannot be loaded, and a review opens inside the app', async () => {
    backend.handler = () => ({ data: null, error: { message: 'down', status: 400 } });
    renderPage(<Home />);
    expect(await within(today()).findByText("Error loading today's overview")).toBeTruthy();

    backend.handler = () => ({ data: dashboard, error: null });
    await userEvent.click(within(today()).getByRole('button', { name: 'Retry' }));
    await userEvent.click(await within(today()).findByRole('link', { name: 'Maths - Topic 3 #1' }));
    expect(screen.getByText('Another page')).toBeTruthy();
  });
});
