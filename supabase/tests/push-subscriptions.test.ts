import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api-call';
import { attempt, wasDenied } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, createLearner, learner, serviceRole, setClock } from './support/learners';

/** A device's subscription as PushSubscription.toJSON() gives it: a real P-256 key and secret. */
function device(endpoint = `https://push.example.test/send/${randomBytes(12).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint,
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}
type Device = ReturnType<typeof device>;

const NOW = '2026-11-30T09:00:00Z';
const minutesFromNow = (n: number) => new Date(Date.parse(NOW) + n * 60_000).toISOString();

interface Claimed {
  log_id: string;
  user_id: string;
  content: { title: string };
  subscriptions: { id: string; endpoint: string; p256dh: string; auth: string }[];
}

describe.each(ENGINES)('push subscriptions on %s', (engine) => {
  let t: TestDatabase;
  let owner: string;
  let other: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    await setClock(t.db, NOW);
    owner = await createLearner(t.db);
    other = await createLearner(t.db);
  });
  afterAll(() => t?.dispose());

  const save = (userid: string, d: Device) =>
    attempt(() =>
      as(t.db, learner(userid), (tx) =>
        tx.query<{ id: string }>('select public.save_push_subscription($1, $2, $3) as id', [
          d.endpoint,
          d.p256dh,
          d.auth,
        ]),
      ),
    );
  const ownerOf = async (endpoint: string) =>
    (
      await t.db.query<{ user_id: string }>(
        'select user_id from public.push_subscriptions where endpoint = $1',
        [endpoint],
      )
    ).rows[0]?.user_id;
  const subscriptionCount = async () =>
    Number(
      (await t.db.query<{ n: string }>('select count(*) as n from public.push_subscriptions'))
        .rows[0]!.n,
    );

  describe('saving and forgetting a device', () => {
    it('saves this device for the signed-in learner, who alone sees it', async () => {
      const d = device();
      const saved = await save(owner, d);
      expect(saved).toMatchObject({ ok: true });
      const id = saved.ok ? (saved.rows[0] as { id: string }).id : '';
      const mine = await as(t.db, learner(owner), (tx) =>
        tx.query('select id, endpoint, p256dh, auth from public.push_subscriptions'),
      );
      expect(mine.rows).toEqual([{ id, ...d }]);
      const theirs = await as(t.db, learner(other), (tx) =>
        tx.query('select * from public.push_subscriptions where endpoint = $1', [d.endpoint]),
      );
      expect(theirs.rows).toEqual([]);
    });

    it("moves a device to the learner who signs in on it, with the device's new keys", async () => {
      const d = device();
      await save(owner, d);
      const renewed = { ...device(d.endpoint) };
      expect(await save(other, renewed)).toMatchObject({ ok: true });
      expect(await ownerOf(d.endpoint)).toBe(other);
      const { rows } = await t.db.query(
        'select p256dh, auth from public.push_subscriptions where endpoint = $1',
        [d.endpoint],
      );
      expect(rows).toEqual([{ p256dh: renewed.p256dh, auth: renewed.auth }]);
    });

    it("cannot delete or forget another learner's device", async () => {
      const d = device();
      await save(owner, d);
      const deleted = await attempt(() =>
        as(t.db, learner(other), (tx) =>
          tx.query('delete from public.push_subscriptions where endpoint = $1 returning *', [
            d.endpoint,
          ]),
        ),
      );
      expect(wasDenied(deleted)).toBe(true);
      await as(t.db, learner(other), (tx) =>
        tx.query('select public.forget_push_subscription($1)', [d.endpoint]),
      );
      expect(await ownerOf(d.endpoint)).toBe(owner);
    });

    it('forgets its own device', async () => {
      const d = device();
      await save(owner, d);
      await as(t.db, learner(owner), (tx) =>
        tx.query('select public.forget_push_subscription($1)', [d.endpoint]),
      );
      expect(await ownerOf(d.endpoint)).toBeUndefined();
    });

    it('can neither insert nor update a subscription directly', async () => {
      const d = device();
      const inserted = await attempt(() =>
        as(t.db, learner(owner), (tx) =>
          tx.query(
            'insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)',
            [owner, d.endpoint, d.p256dh, d.auth],
          ),
        ),
      );
      expect(inserted).toMatchObject({ ok: false, code: '42501' });
      await save(owner, d);
      const updated = await attempt(() =>
        as(t.db, learner(owner), (tx) =>
          tx.query('update public.push_subscriptions set user_id = $1 where endpoint = $2', [
            other,
            d.endpoint,
          ]),
        ),
      );
      expect(updated).toMatchObject({ ok: false, code: '42501' });
      expect(await ownerOf(d.endpoint)).toBe(owner);
    });

    it('refuses a visitor who is not signed in', async () => {
      const d = device();
      const outcome = await attempt(() =>
        as(t.db, anon, (tx) =>
          tx.query('select public.save_push_subscription($1, $2, $3)', [
            d.endpoint,
            d.p256dh,
            d.auth,
          ]),
        ),
      );
      expect(outcome).toMatchObject({ ok: false, code: '42501' });
      expect(await ownerOf(d.endpoint)).toBeUndefined();
    });

    const endpointError = 'Push endpoint must be an https address';
    const p256dhError =
      "Push key p256dh must be the subscription's 65-byte public key in base64url";
    const authError = "Push key auth must be the subscription's 16-byte secret in base64url";
    it.each([
      ['an address that is not a URL', { endpoint: 'not a push service' }, endpointError],
      [
        'plain http to another machine',
        { endpoint: 'http://push.example.test/send/1' },
        endpointError,
      ],
      ['another scheme', { endpoint: 'ftp://push.example.test/send/1' }, endpointError],
      ['an empty endpoint', { endpoint: '' }, endpointError],
      ['an empty p256dh', { p256dh: '' }, p256dhError],
      [
        'a p256dh of the wrong size',
        { p256dh: randomBytes(32).toString('base64url') },
        p256dhError,
      ],
      ['a p256dh that is not base64url', { p256dh: 'not a key!' }, p256dhError],
      ['an empty auth', { auth: '' }, authError],
      ['an auth of the wrong size', { auth: randomBytes(8).toString('base64url') }, authError],
    ])('refuses %s with a clear error and changes nothing', async (_name, change, message) => {
      const before = await subscriptionCount();
      const outcome = await save(owner, { ...device(), ...change });
      expect(outcome).toMatchObject({ ok: false, code: '23514', message });
      expect(await subscriptionCount()).toBe(before);
    });

    it('accepts plain http on this machine, for a local push test server', async () => {
      expect(await save(owner, device('http://localhost:8090/notify/1'))).toMatchObject({
        ok: true,
      });
      expect(await save(owner, device('http://127.0.0.1:8090/notify/2'))).toMatchObject({
        ok: true,
      });
    });
  });

  describe('claiming deliveries', () => {
    let subscribed: string;
    let unsubscribed: string;
    let subscribedDevices: Device[];
    const log = async (
      userid: string,
      title: string,
      scheduledAt: string | null,
      status = 'scheduled',
    ) => {
      const { rows } = await t.db.query<{ id: string }>(
        `insert into public.notification_logs (user_id, notification_type, content, status, scheduled_time)
         values ($1, 'test', jsonb_build_object('title', $2::text, 'body', 'Body'), $3, $4) returning id`,
        [userid, title, status, scheduledAt],
      );
      return rows[0]!.id;
    };
    const claim = (maxRows = 500) =>
      as(t.db, serviceRole, (tx) =>
        // The devices as the API answers them: a JSON list of objects.
        tx.query<Claimed>('select log_id, user_id, content, to_json(subscriptions) as subscriptions from public.claim_push_deliveries($1)', [maxRows]),
      ).then((r) => r.rows);

    beforeAll(async () => {
      subscribed = await createLearner(t.db);
      unsubscribed = await createLearner(t.db);
      subscribedDevices = [device(), device()];
      for (const d of subscribedDevices) await save(subscribed, d);
    });

    it('hands over due rows of learners with a device, each with all their devices, once', async () => {
      await log(subscribed, 'Due now', minutesFromNow(0));
      await log(subscribed, 'Due 14 minutes ago', minutesFromNow(-14));
      await log(subscribed, 'Without a time', null);
      await log(subscribed, 'Too old to send', minutesFromNow(-16));
      await log(subscribed, 'Not yet', minutesFromNow(1));
      await log(subscribed, 'Shown already', minutesFromNow(0), 'sent');
      await log(unsubscribed, 'No device', minutesFromNow(0));

      const claimed = await claim();
      expect(claimed.map((c) => c.content.title).sort()).toEqual([
        'Due 14 minutes ago',
        'Due now',
        'Without a time',
      ]);
      for (const c of claimed) {
        expect(c.user_id).toBe(subscribed);
        const byEndpoint = (a: Device, b: Device) => a.endpoint.localeCompare(b.endpoint);
        expect(
          c.subscriptions
            .map(({ endpoint, p256dh, auth }) => ({ endpoint, p256dh, auth }))
            .sort(byEndpoint),
        ).toEqual([...subscribedDevices].sort(byEndpoint));
      }
      expect(await claim()).toEqual([]);

      await setClock(t.db, minutesFromNow(1));
      expect((await claim()).map((c) => c.content.title)).toEqual(['Not yet']);
      await setClock(t.db, NOW);
    });

    it('never hands the same row to two overlapping claims', async () => {
      for (let i = 0; i < 20; i += 1) await log(subscribed, `Overlap ${i}`, minutesFromNow(0));
      let firstClaimed!: () => void;
      const claimedOnce = new Promise<void>((resolve) => (firstClaimed = resolve));
      // The first claim keeps its transaction open; on PostgreSQL 15 the second runs meanwhile on
      // another connection.
      const first = as(t.db, serviceRole, async (tx) => {
        const { rows } = await tx.query<Claimed>('select * from public.claim_push_deliveries(12)');
        firstClaimed();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return rows;
      });
      const second = (engine === 'postgres' ? claimedOnce : first).then(() => claim());
      const [a, b] = await Promise.all([first, second]);
      const ids = [...a, ...b].map((c) => c.log_id);
      expect(a).toHaveLength(12);
      expect(b).toHaveLength(8);
      expect(new Set(ids).size).toBe(20);
    });

    it('is for the service role only', async () => {
      await log(subscribed, 'Still waiting', minutesFromNow(0));
      for (const caller of [anon, learner(subscribed)]) {
        const outcome = await attempt(() =>
          as(t.db, caller, (tx) => tx.query('select * from public.claim_push_deliveries()')),
        );
        expect(outcome).toMatchObject({ ok: false, code: '42501' });
      }
      expect((await claim()).map((c) => c.content.title)).toEqual(['Still waiting']);
    });

    it('refuses a batch size outside 1 to 5000', async () => {
      for (const size of [0, 5001]) {
        const outcome = await attempt(() =>
          as(t.db, serviceRole, (tx) =>
            tx.query('select * from public.claim_push_deliveries($1)', [size]),
          ),
        );
        expect(outcome).toMatchObject({
          ok: false,
          code: '23514',
          message: 'max_rows must be 1 to 5000',
        });
      }
    });
  });
  describe('recording what the devices said', () => {
    const EARLIER = minutesFromNow(-3);
    const EXPIRED = 'The push subscription has expired';
    const UNREACHABLE = 'The push service could not be reached';

    const subscribedLearner = async (devices: number) => {
      const userid = await createLearner(t.db);
      const ids: string[] = [];
      for (let n = 0; n < devices; n += 1) {
        const saved = await save(userid, device());
        ids.push(saved.ok ? (saved.rows[0] as { id: string }).id : '');
      }
      return { userid, devices: ids };
    };
    const reminder = async (
      userid: string,
      status = 'scheduled',
      sentTime: string | null = null,
    ) => {
      const { rows } = await t.db.query<{ id: string }>(
        `insert into public.notification_logs (user_id, notification_type, content, status, sent_time, scheduled_time)
         values ($1, 'study_reminder', '{"title": "Study Time!", "body": "Chemistry in 15 minutes."}', $2, $3, $4)
         returning id`,
        [userid, status, sentTime, minutesFromNow(0)],
      );
      return rows[0]!.id;
    };
    // Times as ISO text: one engine hands back Dates, the other text.
    const iso = (time: Date | string | null) =>
      time === null ? null : new Date(time).toISOString();
    const rowOf = async (id: string) => {
      const { rows } = await t.db.query<{
        status: string;
        sent_time: Date | string | null;
        failure_reason: string | null;
      }>('select status, sent_time, failure_reason from public.notification_logs where id = $1', [
        id,
      ]);
      const [row] = rows;
      return row && { ...row, sent_time: iso(row.sent_time) };
    };
    const deviceOf = async (id: string) => {
      const { rows } = await t.db.query<{ last_used_at: Date | string | null }>(
        'select last_used_at from public.push_subscriptions where id = $1',
        [id],
      );
      const [row] = rows;
      return row && { last_used_at: iso(row.last_used_at) };
    };
    const record = (caller: Parameters<typeof as>[1], outcomes: unknown) =>
      attempt(() =>
        as(t.db, caller, (tx) => apiCall(tx, 'record_push_outcomes', { outcomes })),
      );

    it('records a whole batch: sent, failed with its reasons, gone devices deleted, used ones stamped', async () => {
      const a = await subscribedLearner(2);
      const [kept, expired] = a.devices as [string, string];
      const b = await subscribedLearner(1);
      const [broken] = b.devices as [string];
      const c = await subscribedLearner(1);
      const [leaving] = c.devices as [string];

      const pushed = await reminder(a.userid);
      const nowhere = await reminder(a.userid);
      const refused = await reminder(b.userid);
      const shownByPage = await reminder(a.userid, 'sent', EARLIER);
      const sentBefore = await reminder(a.userid, 'sent', EARLIER);
      const lastAccepted = await reminder(c.userid);
      const thenGone = await reminder(c.userid);

      const outcome = await record(serviceRole, [
        { log_id: pushed, subscription_id: kept, result: 'accepted' },
        { log_id: pushed, subscription_id: expired, result: 'gone', reason: EXPIRED },
        { log_id: nowhere, subscription_id: kept, result: 'failed', reason: UNREACHABLE },
        { log_id: nowhere, subscription_id: expired, result: 'gone', reason: EXPIRED },
        {
          log_id: refused,
          subscription_id: broken,
          result: 'failed',
          reason: 'The push service answered 500',
        },
        {
          log_id: refused,
          subscription_id: broken,
          result: 'failed',
          reason: 'The push service answered 500',
        },
        { log_id: shownByPage, subscription_id: kept, result: 'failed', reason: UNREACHABLE },
        { log_id: sentBefore, subscription_id: kept, result: 'accepted' },
        { log_id: lastAccepted, subscription_id: leaving, result: 'accepted' },
        { log_id: thenGone, subscription_id: leaving, result: 'gone', reason: EXPIRED },
      ]);
      expect(outcome).toMatchObject({
        ok: true,
        rows: [{ pushed: 3, failed: 4, removed_subscriptions: 2 }],
      });

      const now = iso(NOW);
      const earlier = iso(EARLIER);
      expect(await rowOf(pushed)).toEqual({ status: 'sent', sent_time: now, failure_reason: null });
      expect(await rowOf(lastAccepted)).toEqual({
        status: 'sent',
        sent_time: now,
        failure_reason: null,
      });
      // Each reason once, whichever devices gave it.
      expect(await rowOf(nowhere)).toEqual({
        status: 'failed',
        sent_time: null,
        failure_reason: `${UNREACHABLE}; ${EXPIRED}`,
      });
      expect(await rowOf(refused)).toMatchObject({
        status: 'failed',
        failure_reason: 'The push service answered 500',
      });
      expect(await rowOf(thenGone)).toMatchObject({ status: 'failed', failure_reason: EXPIRED });
      // What an open page already showed stays shown, at the time it was shown.
      expect(await rowOf(shownByPage)).toEqual({
        status: 'sent',
        sent_time: earlier,
        failure_reason: null,
      });
      expect(await rowOf(sentBefore)).toEqual({
        status: 'sent',
        sent_time: earlier,
        failure_reason: null,
      });

      expect(await deviceOf(kept)).toEqual({ last_used_at: now });
      expect(await deviceOf(broken)).toEqual({ last_used_at: null });
      expect(await deviceOf(expired)).toBeUndefined();
      // Gone is gone, even when the same device accepted another reminder of the batch.
      expect(await deviceOf(leaving)).toBeUndefined();
    });

    it('is for the service role only; a learner or a visitor changes nothing', async () => {
      const a = await subscribedLearner(1);
      const [own] = a.devices as [string];
      const log = await reminder(a.userid);
      for (const caller of [anon, learner(a.userid)]) {
        const outcome = await record(caller, [
          { log_id: log, subscription_id: own, result: 'gone', reason: EXPIRED },
        ]);
        expect(outcome).toMatchObject({ ok: false, code: '42501' });
      }
      expect(await rowOf(log)).toMatchObject({ status: 'scheduled', failure_reason: null });
      expect(await deviceOf(own)).toEqual({ last_used_at: null });
    });

    it.each([
      ['no list', null, 'outcomes must be a list of push outcomes'],
      [
        'an unknown result',
        [{ result: 'delivered' }],
        'Each push outcome needs a log_id, a subscription_id and a result of accepted, gone or failed',
      ],
      [
        'an outcome without its reminder',
        [{ log_id: null, result: 'failed', reason: UNREACHABLE }],
        'Each push outcome needs a log_id, a subscription_id and a result of accepted, gone or failed',
      ],
    ])(
      'refuses %s with a clear error, recording nothing of the batch',
      async (_name, bad, message) => {
        const a = await subscribedLearner(1);
        const [own] = a.devices as [string];
        const log = await reminder(a.userid);
        const good = { log_id: log, subscription_id: own, result: 'accepted' };
        const outcomes = Array.isArray(bad)
          ? [good, ...bad.map((entry) => ({ ...good, ...entry }))]
          : bad;
        expect(await record(serviceRole, outcomes)).toMatchObject({
          ok: false,
          code: '23514',
          message,
        });
        expect(await rowOf(log)).toMatchObject({ status: 'scheduled', sent_time: null });
        expect(await deviceOf(own)).toEqual({ last_used_at: null });
      },
    );
  });
});
