import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDir } from './e2e-dir.mjs';
import { nodeClient } from './node-client';

export interface E2eBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  outbox: string;
  appUrl: string;
  /** The tests' Stripe-shaped server, which the payment functions talk to. */
  stripeApiBase: string;
}

/** The backend the end-to-end server started for this run. */
export function e2eBackend(): E2eBackend {
  return JSON.parse(readFileSync(join(e2eDir, 'backend.json'), 'utf8')) as E2eBackend;
}

/** A server-side client for setting up a test's own data; never used by the app itself. */
export function adminClient() {
  const { url, serviceRoleKey } = e2eBackend();
  return nodeClient(url, serviceRoleKey);
}
