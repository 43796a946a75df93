/**
 * Learners that tests borrow instead of signing up their own: one of each kind per Playwright worker,
 * signed up on first use and reused by that worker's later tests, each test in a fresh browser
 * context that starts signed in (storageState). A borrowed learner is only looked at: a test that
 * starts, completes, marks, saves or signs out anything signs up a learner of its own
 * (signUpLearner), so no test depends on another's data or on the order tests run in.
 */
import { test as base, type BrowserContextOptions } from '@playwright/test';
import { adminClient, e2eBackend } from '../support/backend';
import { authStorageKey, signUpLearner, type TestLearner } from '../support/learners';
import { completeSession, databaseToday, reviewEntries } from './reviews/review-fixtures';

/** A session a borrowed learner comes with. */
export interface KindSession {
  sessionid: string;
  sessionname: string;
}

export interface BorrowedLearner extends TestLearner {
  /** The sessions this kind of learner comes with, as arranged when it signed up. */
  sessions: KindSession[];
}

interface Kind {
  profile: Parameters<typeof signUpLearner>[0];
  /** What the learner has done before any borrowing test opens the app. */
  arrange?: (learner: TestLearner) => Promise<KindSession[]>;
}

const kinds = {
  /** A free college learner in UTC who has studied nothing yet. */
  newLearner: { profile: { displayname: 'Maya Lin' } },
  /** The same, with the old time zone name sign-up stored before current names were used. */
  oldZoneLearner: { profile: { displayname: 'Arjun Old Name', timezone: 'Asia/Calcutta' } },
  /** A free college learner in UTC with one completed session whose first review is due today. */
  reviewDueLearner: {
    profile: { displayname: 'Dana Due', timezone: 'UTC' },
    arrange: async (learner) => {
      const done = await completeSession(learner.client, { subject: 'Oceanography', topic: 'Currents along very long coastlines' });
      const [entry] = await reviewEntries(learner.client, done.sessionid);
      // The service role stands in for the day passing until the review is due.
      const { error } = await adminClient()
        .from('reviewcycleentries')
        .update({ currentreviewduedate: await databaseToday(learner.client) })
        .eq('entryid', entry!.entryid);
      if (error) throw new Error(`Arranging the learner with a review due failed: ${error.message}`);
      return [done];
    },
  },
} satisfies Record<string, Kind>;

async function signUpKind(kind: Kind): Promise<BorrowedLearner> {
  const learner = await signUpLearner(kind.profile);
  return Object.assign(learner, { sessions: kind.arrange ? await kind.arrange(learner) : [] });
}

export type LearnerKind = keyof typeof kinds;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * What a browser keeps of a learner who signed in on it before: the session supabase-js stores in
 * localStorage. That is all the app reads at start; its other keys (the current session, the kept
 * Home picture) and IndexedDB (queued calls) start empty, as on a device that has studied nothing.
 */
export function signedInState(learner: TestLearner, appUrl: string): StorageState {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(appUrl).origin,
        localStorage: [{ name: authStorageKey(e2eBackend().url), value: JSON.stringify(learner.session) }],
      },
    ],
  };
}

// A session lasts an hour. Renewed through the API well before then, so that no page renews it
// itself: the refresh token then stays the one every borrowing test's browser was given.
const RENEW_BEFORE_SECONDS = 15 * 60;

async function withFreshSession(learner: BorrowedLearner): Promise<BorrowedLearner> {
  const expiresAt = learner.session.expires_at ?? 0;
  if (expiresAt - Date.now() / 1000 > RENEW_BEFORE_SECONDS) return learner;
  const { data, error } = await learner.client.auth.refreshSession();
  if (error || !data.session) throw new Error(`Renewing the borrowed learner's session failed: ${error?.message}`);
  learner.session = data.session;
  return learner;
}

interface WorkerFixtures {
  /** This worker's learner of the kind, signed up the first time a test asks for it. */
  learnerOfKind: (kind: LearnerKind) => Promise<BorrowedLearner>;
}

interface TestFixtures {
  /** Set with test.use: the test's browser starts signed in as this worker's learner of that kind. */
  signedInAs: LearnerKind | undefined;
  newLearner: BorrowedLearner;
  oldZoneLearner: BorrowedLearner;
  reviewDueLearner: BorrowedLearner;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  learnerOfKind: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const signedUp = new Map<LearnerKind, Promise<BorrowedLearner>>();
      await provide(async (kind) => {
        if (!signedUp.has(kind)) signedUp.set(kind, signUpKind(kinds[kind]));
        return withFreshSession(await signedUp.get(kind)!);
      });
    },
    { scope: 'worker' },
  ],
  signedInAs: [undefined, { option: true }],
  newLearner: async ({ learnerOfKind }, provide) => provide(await learnerOfKind('newLearner')),
  oldZoneLearner: async ({ learnerOfKind }, provide) => provide(await learnerOfKind('oldZoneLearner')),
  reviewDueLearner: async ({ learnerOfKind }, provide) => provide(await learnerOfKind('reviewDueLearner')),
  // Playwright's own name for what a fixture hands its test is `use`; `provide` keeps it apart from React's hooks.
  storageState: async ({ signedInAs, storageState, learnerOfKind, baseURL }, provide) => {
    if (!signedInAs) return provide(storageState);
    await provide(signedInState(await learnerOfKind(signedInAs), baseURL!));
  },
});

export { expect } from '@playwright/test';
