/**
 * The notification service as the scheduler runs it: notify-learners, POSTed every minute with
 * the service role key, writes the reminders whose time has come (the database's clock decides)
 * and, when the project has VAPID keys, pushes them (see web-push.test.ts). The suite's stacks
 * have no VAPID keys, as a project without Web Push: the run still schedules, and pushes nothing.
 * Only the scheduler may run it: a learner's token or the anon key changes nothing.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSchedules } from '@aayra/local-stack/schedules';
import { expectStillServing } from './support/health';
import { betweenScheduledRuns, studyStartingInFiveMinutes } from './support/reminder-schedule';
import { clientFor, functionStacks, newLearner, type ContractStack } from './support/stacks';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
const MINUTE_TEST = 100_000;

/** A browser's subscription keys: its P-256 public key and auth secret, base64url. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  return {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

async function statusOf(error: unknown): Promise<number> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  return ((error as FunctionsHttpError).context as Response).status;
}

async function logsOf(service: SupabaseClient, learnerId: string) {
  const { data, error } = await service
    .from('notification_logs')
    .select('*')
    .eq('user_id', learnerId)
    .order('created_at');
  expect(error).toBeNull();
  return data ?? [];
}

it("the stack finds notify-learners' every-minute schedule in its source", async () => {
  const schedules = await readSchedules(FUNCTIONS_DIR);
  expect(schedules).toContainEqual({ name: 'notify-learners', schedule: '* * * * *' });
});

describe.each(functionStacks)('the notification service on $name', (stack: ContractStack) => {
  let service: SupabaseClient;
  beforeAll(() => {
    service = clientFor(stack, stack.serviceRoleKey);
  });

  it(
    'without VAPID keys a run still writes the reminder that is due, and pushes nothing',
    async () => {
      const learner = await newLearner(stack, 'reminders');
      // A device is subscribed, but this project cannot push to it.
      const { error: saveError } = await learner.client.rpc('save_push_subscription', {
        endpoint: `https://push.example.com/send/${learner.id}`,
        ...deviceKeys(),
      });
      expect(saveError).toBeNull();
      await betweenScheduledRuns();
      const slot = await studyStartingInFiveMinutes(learner.client, learner.id);

      const { data, error } = await service.functions.invoke('notify-learners', {
        body: { scheduled_at: new Date().toISOString() },
      });
      expect(error).toBeNull();
      // Other learners of the shared stack (the demo learner) may have a reminder in the same minute.
      expect(data.scheduled).toBeGreaterThanOrEqual(1);
      expect(data).toMatchObject({ pushed: 0, failed: 0, removedSubscriptions: 0 });

      const logs = await logsOf(service, learner.id);
      expect(logs).toHaveLength(1);
      const [reminder] = logs;
      expect(reminder).toMatchObject({
        notification_type: 'study_reminder',
        status: 'scheduled',
        pushed_at: null,
        sent_time: null,
      });
      expect(new Date(reminder.reminder_slot).getTime()).toBe(slot.getTime());
      expect(new Date(reminder.scheduled_time).getTime()).toBe(slot.getTime());
      expect(['Study Tip!', 'Study Time!']).toContain(reminder.content.title);

      // The learner's own page reads it (realtime and the start-up catch-up read the same rows).
      const { data: own } = await learner.client.from('notification_logs').select('id, status');
      expect(own).toEqual([{ id: reminder.id, status: 'scheduled' }]);
    },
    MINUTE_TEST,
  );

  it(
    "attack: a learner's token or the anon key cannot run the service, and nothing is written",
    async () => {
      const learner = await newLearner(stack, 'not-the-scheduler');
      await betweenScheduledRuns();
      await studyStartingInFiveMinutes(learner.client, learner.id);

      const asLearner = await learner.client.functions.invoke('notify-learners', { body: {} });
      expect(await statusOf(asLearner.error)).toBe(401);
      const asAnon = await clientFor(stack).functions.invoke('notify-learners', { body: {} });
      expect(await statusOf(asAnon.error)).toBe(401);
      // Not even the database function is open to a learner.
      const { error: rpcError } = await learner.client.rpc('schedule_reminders');
      expect(rpcError).not.toBeNull();
      expect(await logsOf(service, learner.id)).toEqual([]);
      await expectStillServing(stack);

      // The same minute, run by the scheduler, does write it: the refusals above were the caller's.
      const { error } = await service.functions.invoke('notify-learners', { body: {} });
      expect(error).toBeNull();
      expect(await logsOf(service, learner.id)).toHaveLength(1);
    },
    MINUTE_TEST,
  );

  it('the push key is null on a project without VAPID keys; the anon key cannot ask', async () => {
    const learner = await newLearner(stack, 'push-key');
    const { data, error } = await learner.client.functions.invoke('web-push-key', {
      method: 'GET',
    });
    expect(error).toBeNull();
    expect(data).toEqual({ publicKey: null });
    const asAnon = await clientFor(stack).functions.invoke('web-push-key', { method: 'GET' });
    expect(await statusOf(asAnon.error)).toBe(401);
  });
});
