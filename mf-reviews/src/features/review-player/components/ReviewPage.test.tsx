import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeHandler } from '../../../testing/fake-supabase';
import { renderPage } from '../../../testing/render-page';
import ReviewPage from './ReviewPage';

const backend = vi.hoisted(() => ({ handler: undefined as unknown as FakeHandler }));
vi.mock('@aayra/supabase/client', async () => {
  const { fakeSupabase } = await import('../../../testing/fake-supabase');
  return { getSupabase: () => fakeSupabase((call) => backend.handler(call)).client };
});

const SESSION_ID = '22222222-2222-4222-8222-222222222222';
const session = { sessionid: SESSION_ID, sessionname: 'Biology - Cells #1', subjectname: 'Biology', topicname: 'Cells', status: 'completed', masteredat: null };
let entry: { entryid: string; reviewstage: number; status: string; currentreviewduedate: string };
let calls: FakeCall[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  entry = { entryid: 'entry-2', reviewstage: 2, status: 'pending', currentreviewduedate: '2026-11-21' };
  calls = [];
  backend.handler = (call) => {
    calls.push(call);
    if (call.rpc === 'complete_review') {
      return { data: { mastered: false, nextentry: { reviewstage: 3, currentreviewduedate: '2026-11-28' } }, error: null };
    }
    switch (call.table) {
      case 'users':
        return { data: { timezone: 'UTC' }, error: null };
      case 'studysessions':
        return { data: session, error: null };
      case 'reviewcycleentries':
        return { data: [entry], error: null };
      case 'studysets':
        return { data: { studysetid: 'set-1' }, error: null };
      case 'summarypoints':
        return { data: [{ text: 'Cells are the unit of life.' }], error: null };
      case 'flashcards':
        return { data: [{ flashcardid: 'f1', front: 'What is a cell?', back: 'The unit of life' }], error: null };
      case 'quizquestions':
        return {
          data: [{ questionid: 'q1', question: 'What is a cell?', options: ['The unit of life', 'A tissue', 'An organ', 'A gene'], correctoption: 0, explanation: '' }],
          error: null,
        };
      default:
        return { data: null, error: null };
    }
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderReview = (id = SESSION_ID) => renderPage(<ReviewPage />, { path: `/review/${id}`, route: '/review/:sessionId' });

async function answerAndSummarize() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Next: Quiz' }));
  await user.click(screen.getByRole('radio', { name: 'The unit of life' }));
  await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
  await user.click(screen.getByRole('button', { name: 'Next: Summary' }));
  return user;
}

describe('ReviewPage', () => {
  it('records a due review’s answers and says when the next stage is due', async () => {
    renderReview();
    expect(await screen.findByText(/^Stage 2 review is due\./)).toBeTruthy();
    const user = await answerAndSummarize();
    expect(screen.getByText('1 out of 1 correct')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete Review' }));
    expect(await screen.findByRole('heading', { name: 'Review complete' })).toBeTruthy();
    expect(screen.getByText(/^Stage 3 is due on /)).toBeTruthy();
    const rpc = calls.find((call) => call.rpc === 'complete_review')!;
    expect(rpc.args).toEqual({ entry_id: 'entry-2', answers: [{ questionid: 'q1', chosenoption: 0 }] });
  });

  it('lets a review that is not due yet be browsed, without recording anything', async () => {
    entry = { ...entry, currentreviewduedate: '2026-11-22' };
    renderReview();
    expect(await screen.findByText(/^Stage 2 review is due on .*nothing you answer is recorded\.$/)).toBeTruthy();
    await answerAndSummarize();
    expect(screen.getByRole('heading', { name: 'Quiz Performance' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Review' })).toBeNull();
    expect(calls.some((call) => call.rpc)).toBe(false);
  });

  it('shows not found, and asks nothing, for an address that is not a session id', async () => {
    renderReview('not-a-session');
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeTruthy();
    expect(calls.filter((call) => call.table !== 'users')).toEqual([]);
  });

  it('shows not found when the database has no such session for this learner', async () => {
    backend.handler = (call) => ({ data: call.table === 'reviewcycleentries' ? [] : null, error: null });
    renderReview();
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Biology - Cells #1')).toBeNull());
  });
});
