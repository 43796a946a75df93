import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { fetchFrom, nextLearnerAddress } from '../contract/support/addresses';
import { e2eBackend } from './backend';
import { confirmedSignUp } from './email-link';
import { nodeClient, type NodeClient } from './node-client';

export interface TestLearner {
  email: string;
  password: string;
  displayname: string;
  session: Session;
  /** A client signed in as this learner, for arranging and checking its data through the API. */
  client: NodeClient;
}

/** Where a backend answers: the run's shared one unless a test starts its own. */
export type StackAddress = { url: string; anonKey: string };

export const demoLearner = { email: 'demo@aayra.app', password: 'aayra-demo-2026' } as const;

/**
 * A loopback address of the learner's own, so the suite's sign-ups do not share one address's
 * sign-up allowance. Each Playwright worker counts addresses from the start, so each takes its own
 * second octet.
 */
function learnerAddress(): string {
  const [, , third, fourth] = nextLearnerAddress().split('.');
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return `127.${1 + (worker % 250)}.${third}.${fourth}`;
}

/**
 * A new learner of its own for one test, signed up through the real auth API and confirmed by
 * the link the backend e-mailed, as a learner does before the first sign-in.
 */
export async function signUpLearner({
  displayname = 'Test Learner',
  studentcategory = 'college',
  timezone = 'UTC',
  backend = e2eBackend(),
}: { displayname?: string; studentcategory?: string; timezone?: string; backend?: StackAddress } = {}): Promise<TestLearner> {
  const { url, anonKey } = backend;
  const fetch = fetchFrom(learnerAddress());
  const email = `learner-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const { session } = await confirmedSignUp(
    { url, anonKey },
    { email, password, data: { displayname, studentcategory, timezone }, fetch },
  );
  const client = nodeClient(url, anonKey, { fetch });
  const { error } = await client.auth.setSession(session);
  if (error) throw error;
  return { email, password, displayname, session, client };
}

/** The storage key supabase-js keeps the session under for this backend's URL. */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** Opens the app already signed in as the learner, as if they had logged in before. */
export async function signInPage(page: Page, learner: TestLearner, backend: StackAddress = e2eBackend()): Promise<void> {
  const { url } = backend;
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, value!);
    },
    [authStorageKey(url), JSON.stringify(learner.session)],
  );
}
