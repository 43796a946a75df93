// The notification service: every minute the scheduler (pg_cron + pg_net on hosted Supabase, a
// timer in the local stack) POSTs here with the service role key. Answers
// { scheduled, pushed, failed, removedSubscriptions }.
import { jsonResponse } from '../_shared/cors.ts';
import { pushSettings } from '../_shared/web-push/push-settings.ts';
import { runNotificationService } from './notification-run.ts';
import { calledByScheduler, serviceClient } from './scheduler-caller.ts';

export const schedule = '* * * * *';

Deno.serve(async (request: Request) => {
  if (!calledByScheduler(request))
    return jsonResponse({ error: 'Only the notification scheduler may run this.' }, 401);
  if (request.method !== 'POST')
    return jsonResponse({ error: 'Run the notification service with POST.' }, 405);
  try {
    return jsonResponse(
      await runNotificationService(
        serviceClient(),
        pushSettings((name) => Deno.env.get(name)),
      ),
    );
  } catch (error) {
    console.error('Daily notification service failed', error);
    return jsonResponse({ error: 'Daily notification service failed' }, 500);
  }
});
