import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { opArgs, type FakeCall, type FakeHandler } from '../../../testing/fake-supabase';
import { renderPage } from '../../../testing/render-page';
import CompletedSessionsPage from './CompletedSessionsPage';

const backend = vi.hoisted(() => ({ handler: undefined as unknown as FakeHandler }));
vi.mock('@aayra/supabase/client', async () => {
  const { fakeSupabase: fake } = await import('../../../testing/fake-supabase');
  return { getSupabase: () => fake((call) => backend.handler(call)).client };
});

const row = (sessionid: string, subjectname: string, topicname: string, completedat: string, extra = {}) => ({
  sessionid,
  sessionname: `${subjectname} - ${topicname} #1`,
  subjectname,
  topicname,
  status: 'completed',
  createdat: completedat,
  completedat,
  isfavorite: false,
  masteredat: null,
  reviewcycleentries: [{ reviewstage: 1, status: 'completed' }, { reviewstage: 2, status: 'pending' }],
  ...extra,
});

let rows: ReturnType<typeof row>[];
const initialRows = () => [
  row('s1', 'physics', 'Waves', '2026-11-20T10:00:00Z'),
  row('s2', 'Biology', 'Cells', '2026-11-19T10:00:00Z', { masteredat: '2026-11-19T12:00:00Z' }),
  row('s3', 'Biology', 'Genes', '2026-11-18T10:00:00Z'),
];

let calls: FakeCall[];
let updates: FakeCall[];
let failUpdates: boolean;

beforeEach(() => {
  rows = initialRows();
  calls = [];
  updates = [];
  failUpdates = false;
  backend.handler = (call) => {
    calls.push(call);
    if (call.table === 'users') return { data: { timezone: 'UTC' }, error: null };
    const update = opArgs(call, 'update');
    if (update) {
      updates.push(call);
      if (failUpdates) return { data: null, error: { message: 'offline', status: 503 } };
      const id = call.ops.find(([op, column]) => op === 'eq' && column === 'sessionid')?.[2];
      rows = rows.map((r) => (r.sessionid === id ? { ...r, ...(update[0] as object) } : r));
      return { data: [{ sessionid: id }], error: null };
    }
    return { data: rows, error: null };
  };
});
afterEach(cleanup);

describe('CompletedSessionsPage', () => {
  it('asks for the latest 50 completed sessions, newest first', async () => {
    renderPage(<CompletedSessionsPage />);
    await screen.findByRole('heading', { name: 'Biology' });
    const query = calls.find((call) => call.table === 'studysessions')!;
    expect(opArgs(query, 'eq')).toEqual(['userid', expect.any(String)]);
    expect(query.ops).toContainEqual(['eq', 'status', 'completed']);
    expect(query.ops).toContainEqual(['order', 'completedat', { ascending: false }]);
    expect(query.ops).toContainEqual(['limit', 50]);
  });

  it('groups sessions by subject A-Z with a count, each card with its stage or Mastered', async () => {
    renderPage(<CompletedSessionsPage />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Biology', 'physics']);
    const biology = screen.getByRole('region', { name: 'Biology, 2 sessions' });
    expect(within(biology).getByText('2 sessions')).toBeTruthy();
    const cards = within(biology).getAllByRole('article');
    expect(within(cards[0]!).getByRole('link', { name: 'Biology - Cells #1' }).getAttribute('href')).toBe('/review/s2');
    expect(within(cards[0]!).getByText('Mastered')).toBeTruthy();
    expect(within(cards[1]!).getByText('Stage 2')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'physics, 1 session' })).toBeTruthy();
  });

  it('fills the heart before the database answers, and stores the favorite', async () => {
    const answering = backend.handler;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    backend.handler = async (call) => {
      if (opArgs(call, 'update')) await held;
      return answering(call);
    };
    renderPage(<CompletedSessionsPage />);
    const heart = await screen.findByRole('button', { name: 'Favorite Biology - Cells #1' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(updates).toHaveLength(0);
    release();
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(opArgs(updates[0]!, 'update')).toEqual([{ isfavorite: true }]);
    expect(updates[0]!.ops).toContainEqual(['eq', 'sessionid', 's2']);
  });

  it('puts the heart back and says so when the change cannot be saved', async () => {
    failUpdates = true;
    renderPage(<CompletedSessionsPage />);
    const heart = await screen.findByRole('button', { name: 'Favorite Biology - Cells #1' });
    await userEvent.click(heart);
    await screen.findByText('Could not update the favorite for Biology - Cells #1. Please try again.');
    expect(screen.getByRole('button', { name: 'Favorite Biology - Cells #1' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when there is nothing yet', async () => {
    backend.handler = () => ({ data: [], error: null });
    renderPage(<CompletedSessionsPage />);
    expect(await screen.findByRole('heading', { name: 'No completed sessions yet' })).toBeTruthy();
  });
});
