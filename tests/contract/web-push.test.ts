/**
 * Web Push end to end: a pretend browser subscribes at the web-push-testing push service with the
 * server's VAPID key, the learner saves that subscription through supabase-js, and a reminder
 * logged while no page is open reaches it through notify-learners: signed with the VAPID key,
 * encrypted for the device (the push service decrypts it to show us), pushed once. These stacks
 * are the suite's only ones with VAPID keys (support/push-stacks.ts).
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStillServing } from './support/health';
import { pushStacks, type PushStack, type PushStacks } from './support/push-stacks';
import {
  startPushTestServer,
  type PushTestServer,
  type TestSubscription,
} from './support/push-test-server';
import { betweenScheduledRuns, studyStartingInFiveMinutes } from './support/reminder-schedule';
import { clientFor, newLearner, stacks } from './support/stacks';

const MINUTE_TEST = 100_000;
const REMINDER = {
  title: 'Study Time!',
  body: 'Your Photosynthesis session starts in 15 minutes. A short review now makes it easier.',
  type: 'motivational',
  tag: 'study-reminder',
  icon: '/favicon.png',
};

let stackPair: PushStacks;
let pushService: PushTestServer;

// Only the local stack can be given test VAPID keys; a hosted project is checked by its own run.
const local = stacks.some((stack) => stack.local);

beforeAll(async () => {
  if (!local) return;
  [stackPair, pushService] = await Promise.all([pushStacks(), startPushTestServer()]);
});

afterAll(async () => {
  await Promise.all([stackPair?.stop(), pushService?.stop()]);
});

describe.runIf(local).each(['PGlite', 'PostgreSQL 15'] as const)('Web Push on %s', (engine) => {
  let stack: PushStack;
  let service: SupabaseClient;
  beforeAll(async () => {
    stack = await stackPair.start(engine);
    service = clientFor(stack, stack.serviceRoleKey);
  }, 180_000);

  /** A learner whose browser subscribed at the push service and saved the subscription. */
  async function subscribedLearner(prefix: string, devices = 1) {
    const learner = await newLearner(stack, prefix);
    const subscriptions: TestSubscription[] = [];
    for (let device = 0; device < devices; device++) {
      const subscription = await pushService.subscribe(stackPair.vapid.publicKey);
      const { data, error } = await learner.client.rpc('save_push_subscription', {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
      expect(error).toBeNull();
      expect(typeof data).toBe('string');
      subscriptions.push(subscription);
    }
    return { ...learner, subscriptions };
  }

  /** A reminder written by the server while none of the learner's pages is open. */
  async function logReminder(learnerId: string) {
    const { data, error } = await service
      .from('notification_logs')
      .insert({
        user_id: learnerId,
        notification_type: 'study_reminder',
        content: REMINDER,
        status: 'scheduled',
        scheduled_time: new Date().toISOString(),
      })
      .select()
      .single();
    expect(error).toBeNull();
    return data as { id: string };
  }

  async function run() {
    const { data, error } = await service.functions.invoke('notify-learners', {
      body: { scheduled_at: new Date().toISOString() },
    });
    expect(error).toBeNull();
    return data as {
      scheduled: number;
      pushed: number;
      failed: number;
      removedSubscriptions: number;
    };
  }

  async function row(id: string) {
    const { data, error } = await service
      .from('notification_logs')
      .select('*')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    return data;
  }

  it("a signed-in learner's browser reads the server's VAPID public key to subscribe with", async () => {
    const learner = await newLearner(stack, 'push-key');
    const { data, error } = await learner.client.functions.invoke('web-push-key', {
      method: 'GET',
    });
    expect(error).toBeNull();
    expect(data).toEqual({ publicKey: stackPair.vapid.publicKey });
  });

  it(
    'a reminder logged while no page is open reaches the device by Web Push, decrypted, once',
    async () => {
      const learner = await subscribedLearner('pushed');
      const [device] = learner.subscriptions;
      await betweenScheduledRuns();
      const log = await logReminder(learner.id);

      expect(await run()).toEqual({ scheduled: 0, pushed: 1, failed: 0, removedSubscriptions: 0 });
      const messages = await pushService.messages(device!.clientHash);
      expect(messages).toHaveLength(1);
      // The row's own words; the service worker fills in whatever a row leaves out.
      const { type: _notShown, ...shown } = REMINDER;
      expect(JSON.parse(messages[0]!)).toEqual({ logId: log.id, ...shown });

      const pushed = await row(log.id);
      expect(pushed.status).toBe('sent');
      expect(pushed.pushed_at).not.toBeNull();
      expect(pushed.sent_time).not.toBeNull();
      expect(pushed.failure_reason).toBeNull();

      // The next minute's run finds nothing new to push for it.
      expect(await run()).toMatchObject({ pushed: 0, failed: 0 });
      expect(await pushService.messages(device!.clientHash)).toHaveLength(1);
    },
    MINUTE_TEST,
  );

  it(
    'a reminder the database writes in a run is pushed by the same run',
    async () => {
      const learner = await subscribedLearner('scheduled-push');
      await betweenScheduledRuns();
      const slot = await studyStartingInFiveMinutes(learner.client, learner.id);

      expect(await run()).toEqual({ scheduled: 1, pushed: 1, failed: 0, removedSubscriptions: 0 });
      const { data: logs } = await service
        .from('notification_logs')
        .select('*')
        .eq('user_id', learner.id);
      expect(logs).toHaveLength(1);
      const [reminder] = logs!;
      expect(new Date(reminder.reminder_slot).getTime()).toBe(slot.getTime());
      expect(reminder.status).toBe('sent');
      const [message] = await pushService.messages(learner.subscriptions[0]!.clientHash);
      expect(JSON.parse(message!)).toEqual({
        logId: reminder.id,
        title: reminder.content.title,
        body: reminder.content.body,
        tag: 'study-reminder',
        icon: '/favicon.png',
      });
      expect(['Study Tip!', 'Study Time!']).toContain(reminder.content.title);
    },
    MINUTE_TEST,
  );

  it(
    "an expired subscription is removed by the next run; the learner's other device still gets the reminder",
    async () => {
      const learner = await subscribedLearner('expired-device', 2);
      const [expired, live] = learner.subscriptions;
      await pushService.expire(expired!.clientHash);
      await betweenScheduledRuns();
      const log = await logReminder(learner.id);

      expect(await run()).toEqual({ scheduled: 0, pushed: 1, failed: 0, removedSubscriptions: 1 });
      expect(await pushService.messages(live!.clientHash)).toHaveLength(1);
      expect(await pushService.messages(expired!.clientHash)).toEqual([]);
      const { data: devices } = await learner.client.from('push_subscriptions').select('endpoint');
      expect(devices).toEqual([{ endpoint: live!.endpoint }]);
      expect((await row(log.id)).status).toBe('sent');
    },
    MINUTE_TEST,
  );

  it(
    'a reminder no device accepts is marked failed with the reason, and its subscription removed',
    async () => {
      const learner = await subscribedLearner('only-expired');
      const [device] = learner.subscriptions;
      await pushService.expire(device!.clientHash);
      await betweenScheduledRuns();
      const log = await logReminder(learner.id);

      expect(await run()).toEqual({ scheduled: 0, pushed: 0, failed: 1, removedSubscriptions: 1 });
      const failed = await row(log.id);
      expect(failed.status).toBe('failed');
      expect(failed.failure_reason).toBe('The push subscription has expired');
      expect(failed.pushed_at).not.toBeNull();
      const { data: devices } = await learner.client.from('push_subscriptions').select('id');
      expect(devices).toEqual([]);
    },
    MINUTE_TEST,
  );

  it(
    "attack: a learner's token or the anon key cannot run the service; nothing is pushed or written",
    async () => {
      const learner = await subscribedLearner('not-the-scheduler');
      const [device] = learner.subscriptions;
      await betweenScheduledRuns();
      const log = await logReminder(learner.id);
      await studyStartingInFiveMinutes(learner.client, learner.id);

      for (const caller of [learner.client, clientFor(stack)]) {
        const { error } = await caller.functions.invoke('notify-learners', { body: {} });
        expect(error).toBeInstanceOf(FunctionsHttpError);
        expect(((error as FunctionsHttpError).context as Response).status).toBe(401);
      }
      const untouched = await row(log.id);
      expect(untouched).toMatchObject({ status: 'scheduled', pushed_at: null, sent_time: null });
      expect(await pushService.messages(device!.clientHash)).toEqual([]);
      const { data: logs } = await service
        .from('notification_logs')
        .select('id')
        .eq('user_id', learner.id);
      expect(logs).toEqual([{ id: log.id }]);
      await expectStillServing(stack);

      // The scheduler itself, the same minute, does both: the refusals were the caller's.
      expect(await run()).toMatchObject({ scheduled: 1, pushed: 2 });
      expect(await pushService.messages(device!.clientHash)).toHaveLength(2);
    },
    MINUTE_TEST,
  );

  it(
    'with a broken VAPID key the run fails as a whole: logged, answered 500, the stack keeps serving',
    async () => {
      const learner = await subscribedLearner('broken-keys');
      const [device] = learner.subscriptions;
      await betweenScheduledRuns();
      const log = await logReminder(learner.id);
      await studyStartingInFiveMinutes(learner.client, learner.id);
      const logged = stack.output.length;
      stackPair.setVapidSettings({
        VAPID_PUBLIC_KEY: stackPair.vapid.publicKey,
        VAPID_PRIVATE_KEY: 'not-a-key',
        VAPID_SUBJECT: 'mailto:reminders@example.com',
      });
      try {
        const { data, error } = await service.functions.invoke('notify-learners', { body: {} });
        expect(data).toBeNull();
        expect(error).toBeInstanceOf(FunctionsHttpError);
        const response = (error as FunctionsHttpError).context as Response;
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ error: 'Daily notification service failed' });
        expect(stack.output.slice(logged).join('\n')).toContain(
          'Daily notification service failed',
        );
        await expectStillServing(stack);
        // Open pages still get the reminder: it was written before pushing failed.
        const { data: logs } = await service
          .from('notification_logs')
          .select('notification_type, status')
          .eq('user_id', learner.id)
          .order('created_at');
        expect(logs).toEqual([
          { notification_type: 'study_reminder', status: 'scheduled' },
          { notification_type: 'study_reminder', status: 'scheduled' },
        ]);
      } finally {
        stackPair.setVapidSettings();
      }
      // Mended keys: the next run pushes what is waiting, the logged reminder and the scheduled one.
      expect(await run()).toEqual({ scheduled: 0, pushed: 2, failed: 0, removedSubscriptions: 0 });
      expect(
        (await pushService.messages(device!.clientHash)).map(
          (message) => JSON.parse(message).logId,
        ),
      ).toContain(log.id);
    },
    MINUTE_TEST,
  );
});
