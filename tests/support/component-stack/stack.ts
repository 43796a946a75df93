import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { inject } from 'vitest';
import { configureSupabase, getSupabase } from '@aayra/supabase/client';
import { fetchFrom, nextLearnerAddress } from '../../contract/support/addresses';
import { confirmedSignUp, followEmailLink, readOutbox } from '../email-link';
import { nodeClient, type NodeClient } from '../node-client';
import { moveToPlan, type Plan } from '../plans';
import './provided';

export interface ComponentStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

let stack: Promise<ComponentStack> | undefined;

/** The run's local stack (started by global-setup.ts), once it is up. */
export function componentStack(): Promise<ComponentStack> {
  stack ??= (async () => {
    const file = inject('componentStackFile');
    if (!file)
      throw new Error(
        'No local stack for component tests: run them in the apps project (vitest.apps.config.ts).',
      );
    // Started at the beginning of the run; its migrations take some seconds.
    const deadline = Date.now() + 120_000;
    while (!existsSync(file)) {
      if (Date.now() > deadline)
        throw new Error('The local stack for component tests did not start within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const started = JSON.parse(readFileSync(file, 'utf8')) as ComponentStack | { error: string };
    if ('error' in started)
      throw new Error(`The local stack for component tests failed to start: ${started.error}`);
    return started;
  })();
  return stack;
}

/**
 * Requests of this test file come from a loopback address of its own, so the files' sign-ups and
 * sign-ins do not share one address's allowance, as real learners do not. Node's fetch (undici),
 * not the test page's: the app's requests reach the stack the way a browser's would.
 */
const address = nextLearnerAddress();
const fromThisFile = fetchFrom(address);

let networkDown = false;
let held: Promise<void> | undefined;
let recorded: string[] | undefined;
/**
 * The fetch the app's client uses: this file's, unless a test took the way to the backend down.
 * Then the gateway answers 502, as a hosted project's does when the backend cannot be reached:
 * the app shows it as it shows any failed load. (A refused connection would look the same to the
 * learner, but supabase-js waits 7 s retrying it, too long for a component test.)
 */
const appFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input);
  recorded?.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url.pathname}${url.search}`);
  if (held) await held;
  if (networkDown) {
    return new Response(JSON.stringify({ message: 'Bad Gateway' }), {
      status: 502,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return fromThisFile(input, init);
};

/** The way from the app to the backend as a test sets it: down, slow, or up; the stack itself runs on. */
export const network = {
  /** Every request of the app fails (502) until up(). */
  down() {
    networkDown = true;
  },
  /** Requests wait until the returned release is called, as on a slow connection. */
  hold(): () => void {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      held = undefined;
      release();
    };
  },
  up() {
    networkDown = false;
  },
  /** Lists what the app sends ("GET /rest/v1/users?select=..."), until the returned stop is called. */
  record(): () => string[] {
    const requests: string[] = [];
    recorded = requests;
    return () => {
      recorded = undefined;
      return requests;
    };
  },
};

/** The app's one client (the page's singleton), pointed at the run's stack. */
export async function connectApp() {
  const { url, anonKey } = await componentStack();
  return configureSupabase({ url, anonKey }, { fetch: appFetch, WebSocket });
}

export interface StackLearner {
  id: string;
  email: string;
  password: string;
  displayname: string;
  session: Session;
  /** A client of its own signed in as this learner, to arrange and read the learner's rows. */
  client: NodeClient;
}

/**
 * A new learner signed up through the real auth API and confirmed by the e-mailed link, as a
 * learner does before the first sign-in; the profile row is the one the database made for them,
 * on the plan asked for (premium: no limit on sessions a day, for files that start many).
 */
export async function signUpLearner({
  displayname = 'Test Learner',
  studentcategory = 'college',
  timezone = 'UTC',
  plan = 'free',
}: {
  displayname?: string;
  studentcategory?: string;
  timezone?: string;
  plan?: Plan;
} = {}): Promise<StackLearner> {
  const { url, anonKey } = await componentStack();
  const email = `learner-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const { user, session } = await confirmedSignUp(
    { url, anonKey },
    { email, password, data: { displayname, studentcategory, timezone }, fetch: fromThisFile },
  );
  const client = nodeClient(url, anonKey, { fetch: fromThisFile });
  const { error } = await client.auth.setSession(session);
  if (error) throw error;
  if (plan !== 'free') await moveToPlan(await adminClient(), user.id, plan);
  return { id: user.id, email, password, displayname, session, client };
}

/** A client with the public key only, as a visitor who is not signed in (e.g. to sign up without confirming). */
export async function anonClient(): Promise<NodeClient> {
  const { url, anonKey } = await componentStack();
  return nodeClient(url, anonKey, { fetch: fromThisFile });
}

/** Every e-mail the stack sent to the address, newest first (the local stack's outbox). */
export async function inbox(email: string) {
  const { url } = await componentStack();
  return readOutbox(url, email, fromThisFile);
}

/** Opens an e-mailed link as the learner's browser would, without following the redirect. */
export function openEmailLink(link: string) {
  return followEmailLink(link, fromThisFile);
}

/** A server-side client for what a learner may not do (plans, moving review days); never the app's. */
export async function adminClient(): Promise<NodeClient> {
  const { url, serviceRoleKey } = await componentStack();
  return nodeClient(url, serviceRoleKey, { fetch: fromThisFile });
}

/**
 * Signs the app's client in as the learner with their password (a session of its own, so signing
 * the app out later leaves the learner's arranging client signed in), or out.
 */
export async function signInApp(learner: StackLearner | null): Promise<void> {
  await connectApp();
  const auth = getSupabase().auth;
  const { data } = await auth.getSession();
  if (learner === null) {
    if (data.session) await auth.signOut({ scope: 'local' });
    return;
  }
  if (data.session?.user.id === learner.id) return;
  if (data.session) await auth.signOut({ scope: 'local' });
  const { error } = await auth.signInWithPassword({
    email: learner.email,
    password: learner.password,
  });
  if (error) throw error;
}
