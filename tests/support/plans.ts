import type { NodeClient } from './node-client';

/** The plans the database offers (public.subscriptionplans); every learner starts on free. */
export type Plan = 'free' | 'premium' | 'free-for-life';

/** Plans are server data, which a learner may not change: the service role moves the learner. */
export async function moveToPlan(admin: NodeClient, userid: string, plan: Plan): Promise<void> {
  const { error } = await admin.from('users').update({ subscription_plan: plan }).eq('userid', userid).select('userid').single();
  if (error) throw new Error(`Moving the learner to ${plan} failed: ${JSON.stringify(error)}`);
}
