import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@supabase/supabase-js';
import { adminClient, network, signInApp, signUpLearner, type StackLearner } from '@aayra/tests/component-stack';
import { getSupabase } from '../client';
import { fetchSavedDataAnew, queryClient } from '../providers';
import { ensureProfile } from './ensure-profile';
import { profileQueryOptions } from './profile-query';

let withoutRow: StackLearner;
let rowGoneSinceLastVisit: StackLearner;
let withRow: StackLearner;
beforeAll(async () => {
  [withoutRow, rowGoneSinceLastVisit, withRow] = await Promise.all([
    signUpLearner({ displayname: 'Ravi Kumar' }),
    signUpLearner({ displayname: 'Tomas Berg' }),
    signUpLearner({ displayname: 'Ines Duarte' }),
  ]);
  const removed = await (await adminClient()).from('users').delete().in('userid', [withoutRow.id, rowGoneSinceLastVisit.id]);
  if (removed.error) throw removed.error;
});
afterEach(() => queryClient.clear());

/** The app's client signed in as the learner, and its session as the start-up sees it. */
async function appSession(learner: StackLearner): Promise<Session> {
  await signInApp(learner);
  const { data } = await getSupabase().auth.getSession();
  if (!data.session) throw new Error('The app did not sign in.');
  return data.session;
}

describe('the start-up’s check that the learner has a profile row', () => {
  it('gives a learner without one a row with their e-mail and name, which the profile query then shows', async () => {
    const session = await appSession(withoutRow);
    await ensureProfile(session);
    const { data, error } = await withoutRow.client.from('users').select('email, displayname').eq('userid', withoutRow.id).single();
    if (error) throw error;
    expect(data).toEqual({ email: withoutRow.email, displayname: 'Ravi Kumar' });
    // The check read "no row" into the profile query; the top bar's next read is the new row.
    const shown = await queryClient.fetchQuery(profileQueryOptions(withoutRow.id));
    expect(shown).toMatchObject({ userid: withoutRow.id, displayname: 'Ravi Kumar' });
  });

  it('reads the row with the top bar’s query, so a page asks the backend for it once', async () => {
    const session = await appSession(withRow);
    const stop = network.record();
    const release = network.hold();
    // The top bar asks for the profile while the check's read is still on its way.
    const checked = ensureProfile(session);
    const shown = queryClient.fetchQuery(profileQueryOptions(withRow.id));
    release();
    await checked;
    expect(await shown).toMatchObject({ userid: withRow.id, displayname: 'Ines Duarte' });
    expect(stop().filter((request) => request.includes('/rest/v1/users'))).toEqual([expect.stringMatching(/^GET \/rest\/v1\/users\?select=userid%2Cemail/)]);
  });

  it('takes the top bar’s read when that came first, without asking again', async () => {
    const session = await appSession(withRow);
    await queryClient.fetchQuery(profileQueryOptions(withRow.id));
    const stop = network.record();
    await ensureProfile(session);
    expect(stop()).toEqual([]);
  });

  it('reads the row anew over the copy an earlier visit saved on the device', async () => {
    const session = await appSession(rowGoneSinceLastVisit);
    const { queryKey } = profileQueryOptions(rowGoneSinceLastVisit.id);
    // Restored from the device as the providers restore it: the row the visit just before saw.
    queryClient.setQueryData(queryKey, { userid: rowGoneSinceLastVisit.id, email: rowGoneSinceLastVisit.email, displayname: 'Tomas Berg' } as never);
    await fetchSavedDataAnew();
    await ensureProfile(session);
    const { data, error } = await rowGoneSinceLastVisit.client.from('users').select('displayname').eq('userid', rowGoneSinceLastVisit.id).maybeSingle();
    if (error) throw error;
    expect(data).toEqual({ displayname: 'Tomas Berg' });
  });
});
