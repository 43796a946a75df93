import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import type { Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSessionAtom } from '@aayra/supabase/auth-session';
import { StudyStatsDialog } from './StudyStatsDialog';

interface Call {
  table?: string;
  rpc?: string;
  update?: unknown;
}
const backend = vi.hoisted(() => ({
  answer: undefined as unknown as (call: Call) => { data: unknown; error: unknown },
  calls: [] as Call[],
}));
vi.mock('@aayra/supabase/client', () => {
  // Any chain of builder calls; awaiting it asks backend.answer.
  const chain = (call: Call): unknown =>
    new Proxy(
      {},
      {
        get: (_target, property) =>
          property === 'then'
            ? (resolve: (value: unknown) => void) => {
                backend.calls.push(call);
                resolve(backend.answer(call));
              }
            : (...args: unknown[]) => chain(property === 'update' ? { ...call, update: args[0] } : call),
      },
    );
  return { getSupabase: () => ({ rpc: (rpc: string) => chain({ rpc }), from: (table: string) => chain({ table }) }) };
});

let stats: Record<string, unknown>;
beforeEach(() => {
  backend.calls = [];
  stats = { totalsessions: 42, thisweeksessions: 5, streak: 16, milestone: 15, weeklygoal: 10, daysremaininginweek: 3 };
  backend.answer = (call) => {
    if (call.rpc === 'get_study_stats') return { data: stats, error: null };
    if (call.update) {
      stats = { ...stats, weeklygoal: (call.update as { weeklygoal: number }).weeklygoal };
      return { data: [{ weeklygoal: stats.weeklygoal }], error: null };
    }
    return { data: null, error: null };
  };
  // happy-dom's dialog element lacks the modal methods the design system calls.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

function renderDialog(onClose = vi.fn()) {
  const store = createStore();
  store.set(authSessionAtom, { user: { id: 'learner-1' } } as Session);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <Provider store={store}>
        <StudyStatsDialog open onClose={onClose} />
      </Provider>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('StudyStatsDialog', () => {
  it('shows all-time and weekly sessions, the streak with its milestone, and weekly progress', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Study Stats' });
    expect(await within(dialog).findByText('42 sessions')).toBeTruthy();
    expect(within(dialog).getByText('5 sessions')).toBeTruthy();
    expect(within(dialog).getByText('16 days')).toBeTruthy();
    expect(within(dialog).getByText('15 Day Milestone!')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Weekly progress' }).getAttribute('aria-valuetext')).toBe('50%');
    expect(within(dialog).getByText(/3 days remaining in the week/)).toBeTruthy();
  });

  it('has no milestone badge below a week', async () => {
    stats = { ...stats, streak: 6, milestone: null };
    renderDialog();
    expect(await screen.findByText('6 days')).toBeTruthy();
    expect(screen.queryByText(/Day Milestone!/)).toBeNull();
  });

  it('stores a new weekly goal on the profile and measures progress against it', async () => {
    renderDialog();
    const goal = await screen.findByRole('combobox', { name: 'Weekly goal' });
    expect([...(goal as HTMLSelectElement).options].map((option) => option.value)).toEqual(['10', '20', '30', '40', '50']);
    await userEvent.selectOptions(goal, '20');
    await waitFor(() => expect(backend.calls.some((call) => call.table === 'users' && call.update)).toBe(true));
    expect(backend.calls.find((call) => call.update)!.update).toEqual({ weeklygoal: 20 });
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Weekly progress' }).getAttribute('aria-valuetext')).toBe('25%'),
    );
  });

  it('reads zero everywhere when the figures cannot be loaded', async () => {
    backend.answer = () => ({ data: null, error: { message: 'down', status: 400 } });
    renderDialog();
    expect(await screen.findAllByText('0 sessions')).toHaveLength(2);
    expect(screen.getByText('0 days')).toBeTruthy();
  });

  it('closes with Escape', async () => {
    const onClose = renderDialog();
    await screen.findByRole('dialog', { name: 'Study Stats' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
