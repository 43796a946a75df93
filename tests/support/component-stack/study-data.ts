// A component test's learner data, arranged through the real API as the end-to-end tests do.
import type { NodeClient } from '../node-client';
import { addDays, completeSession, reviewEntries } from '../../e2e/reviews/review-fixtures';
import { adminClient } from './stack';

export {
  addDays,
  completeSession,
  leaveIncomplete,
  reviewEntries,
  sampleQuestions,
  startValidatingSession,
} from '../../e2e/reviews/review-fixtures';
export { createStudySession } from '../study-sessions';

function check({ error }: { error: unknown }) {
  if (error) throw new Error(`Arranging test data failed: ${JSON.stringify(error)}`);
}

/** The learner's today as the database sees it (YYYY-MM-DD, in the learner's time zone). */
export async function databaseToday(client: NodeClient): Promise<string> {
  const { data, error } = await client.rpc('get_home_dashboard');
  if (error || !data?.today)
    throw new Error(`Reading the learner's today failed: ${JSON.stringify(error)}`);
  return data.today;
}

/**
 * The database's clock is shared by the run's test files, so it is never pinned: the service role
 * moves a review's due day instead, as the days passing would.
 */
export async function makeReviewDue(entryid: string, day: string): Promise<void> {
  const admin = await adminClient();
  check(
    await admin
      .from('reviewcycleentries')
      .update({ currentreviewduedate: day })
      .eq('entryid', entryid)
      .select('entryid')
      .single(),
  );
}

/**
 * `count` sessions completed today whose first reviews are due, a day apart, the oldest first (due
 * `count` days ago): their session ids in that order.
 */
export async function sessionsWithReviewsDue(client: NodeClient, count: number, options: { withStudySet?: boolean } = {}): Promise<string[]> {
  const sessionIds: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    sessionIds.push((await completeSession(client, { subject: 'Maths', topic: `Topic ${n}`, ...options })).sessionid);
  }
  const today = await databaseToday(client);
  for (const [index, sessionid] of sessionIds.entries()) {
    const [entry] = await reviewEntries(client, sessionid);
    await makeReviewDue(entry!.entryid, addDays(today, index - count));
  }
  return sessionIds;
}
