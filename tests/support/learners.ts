import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { e2eBackend } from './backend';
import { nodeClient, type NodeClient } from './node-client';

export interface TestLearner {
  email: string;
  password: string;
  displayname: string;
  session: Session;
  /** A client signed in as this learner, for arranging and checking its data through the API. */
  client: NodeClient;
}

export const demoLearner = { email: 'demo@aayra.app', password: 'aayra-demo-2026' } as const;

/** A new learner of its own for one test, signed up through the real auth API. */
export async function signUpLearner({
  displayname = 'Test Learner',
  studentcategory = 'college',
  timezone = 'UTC',
}: { displayname?: string; studentcategory?: string; timezone?: string } = {}): Promise<TestLearner> {
  const { url, anonKey } = e2eBackend();
  const client = nodeClient(url, anonKey);
  const email = `learner-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { displayname, studentcategory, timezone } },
  });
  if (error || !data.session) throw error ?? new Error('Sign-up returned no session.');
  return { email, password, displayname, session: data.session, client };
}

/** The storage key supabase-js keeps the session under for this backend's URL. */
function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** Opens the app already signed in as the learner, as if they had logged in before. */
export async function signInPage(page: Page, learner: TestLearner): Promise<void> {
  const { url } = e2eBackend();
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, value!);
    },
    [authStorageKey(url), JSON.stringify(learner.session)],
  );
}
