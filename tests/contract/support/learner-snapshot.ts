import type { SupabaseClient } from '@supabase/supabase-js';

/** Everything of a learner's that an attack could change, read as the service role, as one string to compare. */
export async function learnerSnapshot(service: SupabaseClient, learnerId: string): Promise<string> {
  const [profile, sessions, plans] = await Promise.all([
    service.from('users').select('*').eq('userid', learnerId),
    service.from('studysessions').select('*').eq('userid', learnerId).order('sessionid'),
    service.from('subscriptionplans').select('*').order('planname'),
  ]);
  return JSON.stringify([profile.data, sessions.data, plans.data]);
}
