// The learner's plan and its limits, for the Settings subscription card and the session limits
// the UI shows. Invoked with no payload by a signed-in learner.
import { callerClient, signedInLearner } from '../_shared/caller-client.ts';
import { jsonResponse, preflight } from '../_shared/cors.ts';
import { subscriptionSummary } from '../_shared/subscription-status.ts';

Deno.serve(async (request: Request) => {
  const answered = preflight(request);
  if (answered) return answered;
  const client = callerClient(request);
  const learner = await signedInLearner(request, client);
  if (!learner) return jsonResponse({ error: 'Sign in to check your subscription' }, 401);
  try {
    return jsonResponse(await subscriptionSummary(client, learner.id));
  } catch (error) {
    console.error('Error checking subscription', error);
    return jsonResponse({ error: 'Error checking subscription' }, 500);
  }
});
