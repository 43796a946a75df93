// The page keeps answers made offline in IndexedDB, which happy-dom has not: an in-memory one stands in.
import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sendQueuedCalls } from '@aayra/supabase/send-queued-calls';
import {
  addDays,
  completeSession,
  databaseToday,
  makeReviewDue,
  network,
  renderWithStack,
  reviewEntries,
  sampleQuestions,
  signUpLearner,
  type StackLearner,
} from '@aayra/tests/component-stack';
import ReviewPage from './ReviewPage';
import { SAVED_ON_DEVICE } from './ReviewComplete';

afterEach(cleanup);

/** The browser says whether it is online; a test takes it offline until the returned function is called. */
function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => Reflect.deleteProperty(navigator, 'onLine');
}

/** A learner with one completed session and its study set; its stage-1 review is due tomorrow. */
async function learnerWithSession(): Promise<{ learner: StackLearner; sessionid: string }> {
  const learner = await signUpLearner();
  const { sessionid } = await completeSession(learner.client, { subject: 'Biology', topic: 'Cells', withStudySet: true });
  return { learner, sessionid };
}

const renderReview = (learner: StackLearner, id: string) =>
  renderWithStack(<ReviewPage />, { learner, path: `/review/${id}`, route: '/review/:sessionId' });

/** A learner's review page opened on the day its stage-1 review falls due. */
async function dueReviewOpened() {
  const { learner, sessionid } = await learnerWithSession();
  const today = await databaseToday(learner.client);
  const [entry] = await reviewEntries(learner.client, sessionid);
  await makeReviewDue(entry!.entryid, today);
  await renderReview(learner, sessionid);
  return { learner, sessionid, today };
}

/** Goes through the flashcards and answers every question right, in whatever order they come. */
async function answerAndSummarize() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Next: Quiz' }));
  for (let answered = 0; answered < sampleQuestions.length; answered += 1) {
    if (answered > 0) await user.click(screen.getByRole('button', { name: 'Next Question' }));
    const question = sampleQuestions.find((q) => screen.queryByRole('group', { name: q.question }))!;
    const group = screen.getByRole('group', { name: question.question });
    await user.click(within(group).getByRole('radio', { name: question.options[question.correct] }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
  }
  await user.click(screen.getByRole('button', { name: 'Next: Summary' }));
  return user;
}


/** The database recorded both answers as right, completed stage 1 and scheduled stage 2 three days on. */
async function expectStageOneRecorded(learner: StackLearner, sessionid: string, today: string) {
  const { data: answers } = await learner.client.from('quizanswers').select('reviewstage, iscorrect');
  expect(answers).toEqual([
    { reviewstage: 1, iscorrect: true },
    { reviewstage: 1, iscorrect: true },
  ]);
  expect(await reviewEntries(learner.client, sessionid)).toEqual([
    expect.objectContaining({ reviewstage: 2, status: 'pending', currentreviewduedate: addDays(today, 3) }),
    expect.objectContaining({ reviewstage: 1, status: 'completed' }),
  ]);
}

describe('ReviewPage', () => {
  it('records a due review’s answers and says when the next stage is due', async () => {
    const { learner, sessionid, today } = await dueReviewOpened();
    await screen.findByText(/^Stage 1 review is due\./);
    const user = await answerAndSummarize();
    screen.getByText('2 out of 2 correct');
    await user.click(screen.getByRole('button', { name: 'Complete Review' }));
    await screen.findByRole('heading', { name: 'Review complete' });
    screen.getByText(/^Stage 2 is due on /);
    await expectStageOneRecorded(learner, sessionid, today);
  });

  it('saves a review completed offline on this device, and the database records it once it is sent', async () => {
    const { learner, sessionid, today } = await dueReviewOpened();
    const user = await answerAndSummarize();
    const backOnline = goOffline();
    try {
      await user.click(screen.getByRole('button', { name: 'Complete Review' }));
      await screen.findByRole('heading', { name: 'Review saved' });
      screen.getByText(SAVED_ON_DEVICE);
      // Only the database decides the next stage's date.
      expect(screen.queryByText(/^Stage 2 is due on /)).toBeNull();
      expect(await reviewEntries(learner.client, sessionid)).toEqual([
        expect.objectContaining({ reviewstage: 1, status: 'pending' }),
      ]);
    } finally {
      backOnline();
    }

    // Opened again before it is sent, the review is not done a second time.
    cleanup();
    await renderReview(learner, sessionid);
    await screen.findByRole('heading', { name: 'Review saved' });
    expect(screen.queryByRole('button', { name: 'Complete Review' })).toBeNull();

    expect(await sendQueuedCalls()).toEqual({ sent: 1, refused: 0, left: 0 });
    await expectStageOneRecorded(learner, sessionid, today);
  });

  it('keeps a review on this device when the backend cannot take it while online, and sends it later', async () => {
    const { learner, sessionid, today } = await dueReviewOpened();
    const user = await answerAndSummarize();
    // The gateway answers 502: the browser is online, the backend out of reach.
    network.down();
    try {
      await user.click(screen.getByRole('button', { name: 'Complete Review' }));
      await screen.findByRole('heading', { name: 'Review saved' });
      screen.getByText(SAVED_ON_DEVICE);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      network.up();
    }
    expect(await reviewEntries(learner.client, sessionid)).toEqual([
      expect.objectContaining({ reviewstage: 1, status: 'pending' }),
    ]);
    expect(await sendQueuedCalls()).toEqual({ sent: 1, refused: 0, left: 0 });
    await expectStageOneRecorded(learner, sessionid, today);
  });

  it('lets a review that is not due yet be browsed, without recording anything', async () => {
    const { learner, sessionid } = await learnerWithSession();
    const before = await reviewEntries(learner.client, sessionid);
    await renderReview(learner, sessionid);
    await screen.findByText(/^Stage 1 review is due on .*nothing you answer is recorded\.$/);
    await answerAndSummarize();
    screen.getByRole('heading', { name: 'Quiz Performance' });
    expect(screen.queryByRole('button', { name: 'Complete Review' })).toBeNull();
    expect(await reviewEntries(learner.client, sessionid)).toEqual(before);
    expect((await learner.client.from('quizanswers').select('questionid')).data).toEqual([]);
  });

  it('shows not found for an address that is not a session id', async () => {
    await renderReview(await signUpLearner(), 'not-a-session');
    await screen.findByRole('heading', { name: 'Session not found' });
  });

  it("shows not found for another learner's session", async () => {
    const { sessionid } = await learnerWithSession();
    await renderReview(await signUpLearner(), sessionid);
    await screen.findByRole('heading', { name: 'Session not found' });
    expect(screen.queryByText('Biology - Cells #1')).toBeNull();
  });
});
