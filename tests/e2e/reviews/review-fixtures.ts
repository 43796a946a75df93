// Arranges a learner's sessions through the real API, the way the app itself would create them.
import type { SessionStatus } from '@aayra/supabase/product-constants';
import { adminClient } from '../../support/backend';
import type { TestLearner } from '../../support/learners';
import { moveToPlan } from '../../support/plans';

type LearnerClient = TestLearner['client'];

export interface SessionSpec {
  subject: string;
  topic: string;
  /** Also store a small study set (summary, two flashcards, two questions). */
  withStudySet?: boolean;
}

export const sampleQuestions = [
  { question: 'When is the first review due?', options: ['The next day', 'After a week', 'After a month', 'Never'], correct: 0 },
  { question: 'How long is the last interval?', options: ['14 days', '30 days', '60 days', '90 days'], correct: 3 },
] as const;

function ok({ error }: { error: unknown }) {
  if (error) throw new Error(`Arranging test data failed: ${JSON.stringify(error)}`);
}

function check<T>({ data, error }: { data: T; error: unknown }): NonNullable<T> {
  if (error || data === null || data === undefined) throw new Error(`Arranging test data failed: ${JSON.stringify(error)}`);
  return data;
}

async function moveTo(client: LearnerClient, sessionid: string, status: SessionStatus) {
  check(await client.from('studysessions').update({ status }).eq('sessionid', sessionid).select('sessionid'));
}

async function storeStudySet(client: LearnerClient, sessionid: string) {
  const set = check(await client.from('studysets').insert({ sessionid }).select('studysetid').single());
  const studysetid = set.studysetid;
  ok(
    await client.from('summarypoints').insert([
      { studysetid, position: 0, text: 'Reviews come back at growing intervals: 1, 3, 7, 14, 30 and 90 days.' },
    ]),
  );
  ok(
    await client.from('flashcards').insert([
      { studysetid, position: 0, front: 'What is spaced repetition?', back: 'Reviewing at growing intervals' },
      { studysetid, position: 1, front: 'What does Mastered mean?', back: 'All six reviews are done' },
    ]),
  );
  ok(
    await client.from('quizquestions').insert(
      sampleQuestions.map((q, position) => ({
        studysetid,
        position,
        question: q.question,
        options: [...q.options],
        correctoption: q.correct,
        explanation: `The answer is: ${q.options[q.correct]}.`,
      })),
    ),
  );
}

/** Starts a session and takes it as far as validation (its material submitted). */
export async function startValidatingSession(client: LearnerClient, spec: SessionSpec) {
  const session = check(
    await client
      .from('studysessions')
      .insert({ subjectname: spec.subject, topicname: spec.topic })
      .select('sessionid, sessionname')
      .single(),
  );
  await moveTo(client, session.sessionid, 'uploading');
  await moveTo(client, session.sessionid, 'validating');
  if (spec.withStudySet) await storeStudySet(client, session.sessionid);
  return session;
}

/** A session taken through the whole flow; the database then schedules review stage 1. */
export async function completeSession(client: LearnerClient, spec: SessionSpec) {
  const session = await startValidatingSession(client, spec);
  await moveTo(client, session.sessionid, 'break_in_progress');
  await moveTo(client, session.sessionid, 'completed');
  return session;
}

/** Marks a session incomplete, as exiting during validation does. */
export async function leaveIncomplete(client: LearnerClient, sessionid: string) {
  await moveTo(client, sessionid, 'incomplete');
}

/** Premium: no daily limit on sessions, for tests that start many. */
export function makePremium(learner: TestLearner) {
  return moveToPlan(adminClient(), learner.session.user.id, 'premium');
}

/** The learner's today as the database sees it (YYYY-MM-DD, in the learner's time zone). */
export async function databaseToday(client: LearnerClient): Promise<string> {
  const { today } = check(await client.rpc('get_home_dashboard'));
  if (!today) throw new Error('Arranging test data failed: the dashboard gave no today.');
  return today;
}

/** The session's review entries, highest stage first. */
export async function reviewEntries(client: LearnerClient, sessionid: string) {
  return check(
    await client
      .from('reviewcycleentries')
      .select('entryid, reviewstage, status, currentreviewduedate')
      .eq('sessionid', sessionid)
      .order('reviewstage', { ascending: false }),
  );
}

/** YYYY-MM-DD plus a number of days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
