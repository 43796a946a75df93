/**
 * Attack: open shared study sets (/shared/<token>) from one address without end, hammering one
 * link or guessing tokens. The database counts lookups per address, the address as the API hands
 * it to the database (request.headers' x-forwarded-for; the local stack's own peer address here):
 * 120 a minute, and 20 of links that lead nowhere per 10 minutes. Past either, the address is
 * refused with a 429 (PT429, hint shared_lookups_limited) while other addresses read on.
 */
import { describe, expect, it } from 'vitest';
import { fetchFrom, nextLearnerAddress } from '../support/addresses';
import { clientFor, newLearner, stacks, type ContractStack } from '../support/stacks';

const LOOKUPS_PER_MINUTE = 120;
const MISSES_PER_WINDOW = 20;
// A test may first wait for a window to have room for its burst (up to 20 s), then send 121 requests.
const BURST_TIMEOUT_MS = 120_000;

/** Waits, if needed, until `seconds` are left in the current window of `windowSeconds`, so a burst falls in one window. */
async function roomInWindow(windowSeconds: number, seconds: number) {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

/** A learner's completed session with a small study set, shared: the link's token. */
async function sharedLink(stack: ContractStack) {
  const owner = await newLearner(stack, 'sharer');
  const { data: session, error } = await owner.client
    .from('studysessions')
    .insert({ userid: owner.id, subjectname: 'Chemistry', topicname: 'Bonds', focusdurationminutes: 25, breakdurationminutes: 5 })
    .select('sessionid')
    .single();
  if (error) throw new Error(`${stack.name}: ${error.message}`);
  for (const status of ['uploading', 'validating']) await owner.client.from('studysessions').update({ status }).eq('sessionid', session.sessionid);
  const set = await owner.client.from('studysets').insert({ sessionid: session.sessionid }).select('studysetid').single();
  if (set.error) throw new Error(`${stack.name}: ${set.error.message}`);
  for (const status of ['break_in_progress', 'completed']) await owner.client.from('studysessions').update({ status }).eq('sessionid', session.sessionid);
  const shared = await owner.client.rpc('share_study_set', { session_id: session.sessionid });
  if (shared.error) throw new Error(`${stack.name}: ${shared.error.message}`);
  return (shared.data as { token: string }).token;
}

/** A visitor's browser at an address of its own, opening shared links as the page does. */
function visitorAt(stack: ContractStack) {
  const client = clientFor(stack, stack.anonKey, fetchFrom(nextLearnerAddress()));
  // As the shared page reads it: one row, or none for a link that leads nowhere.
  return (token: string) => client.rpc('shared_study_set', { token }).maybeSingle();
}

describe.each(stacks)('the shared link limit on $name', (stack) => {
  it('refuses one address past 120 lookups a minute and serves another', async () => {
    const token = await sharedLink(stack);
    const hammer = visitorAt(stack);
    await roomInWindow(60, 40);
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) {
      const read = await hammer(token);
      expect(read.error).toBeNull();
      expect(read.data).toMatchObject({ subjectname: 'Chemistry', topicname: 'Bonds' });
    }
    const refused = await hammer(token);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'shared_lookups_limited' });
    expect(refused.data).toBeNull();
    const classmate = await visitorAt(stack)(token);
    expect(classmate.error).toBeNull();
    expect(classmate.data).toMatchObject({ subjectname: 'Chemistry' });
  }, BURST_TIMEOUT_MS);

  it('refuses an address guessing tokens after 20 misses, even for a working link', async () => {
    const token = await sharedLink(stack);
    const guesser = visitorAt(stack);
    await roomInWindow(600, 60);
    for (let i = 0; i < MISSES_PER_WINDOW; i++) {
      const miss = await guesser(`guessed-${i}-${Math.random().toString(36).slice(2)}`);
      expect(miss).toMatchObject({ error: null, data: null });
    }
    expect((await guesser('one-more-guess')).error).toMatchObject({ code: 'PT429', hint: 'shared_lookups_limited' });
    const real = await guesser(token);
    expect(real.status).toBe(429);
    expect(real.data).toBeNull();
    expect((await visitorAt(stack)(token)).data).toMatchObject({ subjectname: 'Chemistry' });
  }, BURST_TIMEOUT_MS);
});
