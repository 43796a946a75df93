/**
 * Data survives a restart of the local stack on PGlite, including kill -9: each request's
 * transaction is on disk before its answer goes out. The signing key survives too, so the anon
 * key and the learners' sessions stay valid.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnStack, type SpawnedStack } from './support/spawn-stack';
import { clientFor, newLearner, PASSWORD, stacks, type ContractStack } from './support/stacks';

const dir = mkdtempSync(join(tmpdir(), 'aayra-durability-'));
const running: SpawnedStack[] = [];

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ContractStack> {
  const stack = await spawnStack(['--data-dir', join(dir, 'db'), '--no-seed']);
  running.push(stack);
  return { name: 'PGlite (restarted)', url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, local: true };
}

describe.runIf(stacks.some((s) => s.local))('a local stack on PGlite', () => {
  it('keeps every answered change across kill -9', { timeout: 90_000 }, async () => {
    const first = await start();
    const learner = await newLearner(first, 'durable');
    const created = await learner.client.from('studysessions').insert({ userid: learner.id, subjectname: 'History', topicname: 'Rome' }).select('sessionid').single();
    expect(created.error).toBeNull();
    const moved = await learner.client.from('studysessions').update({ status: 'uploading' }).eq('sessionid', created.data!.sessionid);
    expect(moved.error).toBeNull();
    running.pop()!.child.kill('SIGKILL');

    const second = await start();
    expect(second.anonKey).toBe(first.anonKey);
    const client = clientFor(second);
    const signedIn = await client.auth.signInWithPassword({ email: learner.email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const sessions = await client.from('studysessions').select('sessionid, status, sessionname');
    expect(sessions.data).toEqual([{ sessionid: created.data!.sessionid, status: 'uploading', sessionname: 'History - Rome #1' }]);
    // The session issued before the crash still refreshes.
    const refreshed = await clientFor(second).auth.refreshSession({ refresh_token: learner.session.refresh_token });
    expect(refreshed.error).toBeNull();
  });
});
