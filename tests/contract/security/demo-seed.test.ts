/**
 * Attack: sign in as the demo learner (its password is in the README) on a stack someone made
 * reachable from other machines (--host 0.0.0.0), and read the outbox from another machine. Now
 * the demo learner is seeded only on a loopback host (plans come with the migrations either way),
 * and the outbox answers only a peer on a loopback address. Each stack here is started in this
 * process on a fresh in-memory PGlite, as the CLI would start it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '@aayra/local-stack';
import { clientFor, stacks, type ContractStack } from '../support/stacks';
import { expectStillServing } from '../support/health';

const DEMO = { email: 'demo@aayra.app', password: 'aayra-demo-2026' };
const dir = mkdtempSync(join(tmpdir(), 'aayra-demo-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function started(host: string) {
  const lines: string[] = [];
  const stack = await startLocalStack({ host, port: 0, keyFile: join(dir, `${host}-key.json`), log: (line) => lines.push(line) });
  const port = new URL(stack.url).port;
  const target: ContractStack = { name: host, url: `http://127.0.0.1:${port}`, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, local: true };
  return { stack, target, lines };
}

// In-process stacks on PGlite: the same for every target, so this runs once, not per engine.
describe.runIf(stacks.some((s) => s.local))('the demo learner and the outbox off loopback', () => {
  it('a stack listening on 0.0.0.0 has the plans but no demo learner, and its outbox still answers this machine', { timeout: 120_000 }, async () => {
    const { stack, target, lines } = await started('0.0.0.0');
    try {
      expect(lines.join('\n')).toContain('the demo learner is not seeded');
      const demo = await clientFor(target).auth.signInWithPassword(DEMO);
      expect(demo.error?.code).toBe('invalid_credentials');
      const plans = await clientFor(target).from('subscriptionplans').select('planname');
      expect(plans.data?.length).toBeGreaterThan(0);

      const local = await fetch(`${target.url}/auth/v1/outbox`, { headers: { accept: 'application/json' } });
      expect(local.status).toBe(200);
      // A peer off loopback is refused by the check the outbox calls (isLoopback, unit-tested in
      // local-supabase/src/config): tests send nothing to this machine's network addresses.
      await expectStillServing(target);
    } finally {
      await stack.stop();
    }
  });
});

describe.each(stacks)('the demo learner on $name', (stack) => {
  it.runIf(stack.local)('is seeded, confirmed, on a stack listening on loopback', async () => {
    const demo = await clientFor(stack).auth.signInWithPassword(DEMO);
    expect(demo.error).toBeNull();
    expect(demo.data.user?.email_confirmed_at).toBeTruthy();
    await expectStillServing(stack);
  });
});
