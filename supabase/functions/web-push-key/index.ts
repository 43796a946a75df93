// The server's VAPID public key, which a learner's browser subscribes to pushes with:
// GET from a signed-in learner answers { publicKey }, null when this project sends no pushes
// (reminders then reach open pages only).
import { callerClient, signedInLearner } from '../_shared/caller-client.ts';
import { jsonResponse, preflight } from '../_shared/cors.ts';
import { pushSettings } from '../_shared/web-push/push-settings.ts';

Deno.serve(async (request: Request) => {
  const answered = preflight(request);
  if (answered) return answered;
  if (request.method !== 'GET')
    return jsonResponse({ error: 'Ask for the push key with GET.' }, 405);
  const learner = await signedInLearner(request, callerClient(request));
  if (!learner) return jsonResponse({ error: 'Sign in to turn on notifications.' }, 401);
  return jsonResponse({
    publicKey: pushSettings((name) => Deno.env.get(name)).vapid?.publicKey ?? null,
  });
});
