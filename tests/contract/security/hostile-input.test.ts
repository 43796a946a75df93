/**
 * Hostile input: JSON bodies nested 10,000 deep (they overflowed the stack of the code that walked
 * them: 500 on REST insert, rpc and sign-up), regular-expression filters built to blow up the
 * regex compiler (PGlite answered 500 XX000 after holding its only connection for seconds, or ran
 * for minutes), and a batch of malformed paths, escapes, bytes and parameters. Each must be a
 * clear 4xx that changes nothing, and the stack keeps serving.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom, nextLearnerAddress } from '../support/addresses';
import { expectStillServing } from '../support/health';
import { clientFor, newLearner, PASSWORD, stacks, uniqueEmail, type ContractStack } from '../support/stacks';
import { learnerSnapshot } from '../support/learner-snapshot';

const DEEP = 10_000;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

interface Probe {
  name: string;
  method?: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Sign-ups come from an address of their own, as a learner's would, so no limit per address interferes. */
  signUp?: boolean;
}

describe.each(stacks)('hostile input on $name', (stack: ContractStack) => {
  let learner: Awaited<ReturnType<typeof newLearner>>;
  let before: string;
  const service = clientFor(stack, stack.serviceRoleKey);

  const snapshot = () => learnerSnapshot(service, learner.id);

  async function send(probe: Probe): Promise<Response> {
    const from = probe.signUp ? fetchFrom(nextLearnerAddress()) : fetch;
    return from(`${stack.url}${probe.path}`, {
      method: probe.method ?? 'GET',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${probe.signUp ? stack.anonKey : learner.session.access_token}`,
        'content-type': 'application/json',
        ...probe.headers,
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
      ...(probe.body !== undefined ? { body: probe.body } : {}),
    });
  }

  /** The probe answers a 4xx whose body says why; returns that body. */
  async function expectClientError(probe: Probe): Promise<Record<string, unknown>> {
    const response = await send(probe);
    const text = await response.text();
    expect(response.status, `${probe.name}: ${response.status} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(response.status, `${probe.name}: ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(typeof (body.message ?? body.msg), probe.name).toBe('string');
    return body;
  }

  beforeAll(async () => {
    learner = await newLearner(stack, 'hostile-input');
    const created = await learner.client.from('studysessions').insert({ userid: learner.id, subjectname: 'Chemistry', topicname: 'Acids' }).select().single();
    expect(created.error).toBeNull();
    before = await snapshot();
  });

  afterEach(async () => {
    await expectStillServing(stack);
  });

  afterAll(async () => {
    expect(await snapshot()).toBe(before);
  });

  describe.skipIf(!stack.local)('JSON nested 10,000 deep', () => {
    const nestedMessage = /nested more than 64 levels/;

    it('is refused on REST insert, whole or inside a value', async () => {
      for (const body of [
        deepArray(DEEP),
        JSON.stringify({ userid: 'x', subjectname: 'x', topicname: 'y' }).replace('"x"', deepArray(DEEP)),
        `[{"subjectname":"Chemistry","topicname":${deepArray(DEEP)}}]`,
      ]) {
        const refused = await expectClientError({ name: 'insert', method: 'POST', path: '/rest/v1/studysessions', body });
        expect(refused).toMatchObject({ code: 'PGRST102', message: expect.stringMatching(nestedMessage) });
      }
      const patched = await expectClientError({
        name: 'update',
        method: 'PATCH',
        path: `/rest/v1/studysessions?userid=eq.${learner.id}`,
        body: `{"topicname":${deepArray(DEEP)}}`,
      });
      expect(patched.message).toMatch(nestedMessage);
    });

    it('is refused on rpc, while the same call with plain arguments answers', async () => {
      const path = '/rest/v1/rpc/get_user_subscription_status';
      const refused = await expectClientError({ name: 'rpc', method: 'POST', path, body: `{"user_id_param":${deepArray(DEEP)}}` });
      expect(refused.message).toMatch(nestedMessage);
      const plain = await send({ name: 'rpc', method: 'POST', path, body: JSON.stringify({ user_id_param: learner.id }) });
      expect(plain.status).toBe(200);
    });

    it('is refused on sign-up, and no account or profile is made', async () => {
      const email = uniqueEmail('deep-sign-up');
      const body = `{"email":"${email}","password":"${PASSWORD}","data":{"displayname":"Deep","studentcategory":${deepArray(DEEP)}}}`;
      const refused = await expectClientError({ name: 'sign-up', method: 'POST', path: '/auth/v1/signup', body, signUp: true });
      expect(refused.msg).toMatch(nestedMessage);
      const profiles = await service.from('users').select('userid').eq('email', email);
      expect(profiles).toMatchObject({ error: null, data: [] });
    });

    it('is refused by storage and by edge functions before any of their code reads it', async () => {
      const listed = await expectClientError({ name: 'storage list', method: 'POST', path: '/storage/v1/object/list/study-materials', body: `{"prefix":${deepArray(DEEP)}}` });
      expect(listed.message).toMatch(nestedMessage);
      const generated = await expectClientError({ name: 'function', method: 'POST', path: '/functions/v1/generate-study-set', body: `{"sessionId":${deepArray(DEEP)}}` });
      expect(generated).toMatchObject({ code: 'INVALID_JSON', message: expect.stringMatching(nestedMessage) });
    });

    it('still accepts bodies nested as deeply as the app needs', async () => {
      const nested = `${'{"a":'.repeat(30)}1${'}'.repeat(30)}`;
      const refused = await expectClientError({ name: 'rpc', method: 'POST', path: '/rest/v1/rpc/get_user_subscription_status', body: `{"user_id_param":${nested}}` });
      // Refused for what it is (not a uuid), not for its depth.
      expect(refused.message).not.toMatch(nestedMessage);
    });
  });

  describe('regular-expression filters', () => {
    const plans = '/rest/v1/subscriptionplans?select=planname';

    it.each([
      ['nested bounds', 'planname=match.(a{1,200}){1,200}b'],
      ['three nested bounds', 'planname=match.((a{1,50}){1,50}){1,50}'],
      ['case-insensitive', 'planname=imatch.(a{1,200}){1,200}b'],
      ['inside or=()', 'or=(planname.eq.free,planname.match."(a{1,200}){1,200}b")'],
      ['negated', 'planname=not.match.(?:(a|aa){1,100}){1,100}'],
    ])('%s too complex to run is refused with 400 2201B', async (_name, filter) => {
      const started = Date.now();
      const refused = await expectClientError({ name: filter, path: `${plans}&${encodeURI(filter)}`, headers: { authorization: `Bearer ${stack.anonKey}` } });
      expect(refused).toMatchObject({ code: '2201B', message: expect.stringMatching(/^invalid regular expression/) });
      expect(Date.now() - started).toBeLessThan(3_000);
    });

    it.skipIf(!stack.local)('with back-references, or written to switch syntax, is refused with 400', async () => {
      for (const filter of ['planname=match.(a*)*\\1b', 'planname=match.(?b)\\(a\\{1,200\\}\\)\\{1,200\\}']) {
        const refused = await expectClientError({ name: filter, path: `${plans}&${encodeURI(filter)}` });
        expect(refused.code).toBe('2201B');
      }
    });

    it('that Postgres cannot compile is a 400, not a 500', async () => {
      for (const filter of ['planname=match.(a', 'planname=match.a{1,1000}', 'planname=imatch.[[:nope:]]']) {
        const refused = await expectClientError({ name: filter, path: `${plans}&${encodeURI(filter)}` });
        expect(refused.code).toBe('2201B');
      }
    });

    it('of an ordinary kind still filter', async () => {
      const anon = clientFor(stack);
      const matched = await anon.from('subscriptionplans').select('planname').filter('planname', 'match', '^fr(ee)?$');
      expect(matched).toMatchObject({ error: null, data: [{ planname: 'free' }] });
      const insensitive = await anon.from('subscriptionplans').select('planname').filter('planname', 'imatch', '^PREM').order('planname');
      expect(insensitive).toMatchObject({ error: null, data: [{ planname: 'premium' }] });
    });
  });

  describe.skipIf(!stack.local)('malformed requests', () => {
    const rest = '/rest/v1/studysessions';
    it.each<Probe>([
      { name: 'bad escape in a table name', path: '/rest/v1/studys%E0%A4%A' },
      { name: 'bad escape in a filter name', path: `${rest}?%E0%A4%A=eq.1` },
      { name: 'bad escape in select', path: `${rest}?select=%E0%A4%A` },
      { name: 'bad escape in an rpc name', method: 'POST', path: '/rest/v1/rpc/%E0%A4%A', body: '{}' },
      { name: 'NUL in a filter value', path: `${rest}?subjectname=eq.a%00b` },
      { name: 'NUL in a regex filter', path: `${rest}?subjectname=match.a%00b` },
      { name: 'NUL in a JSON value', method: 'POST', path: rest, body: '{"subjectname":"a\\u0000b","topicname":"x"}' },
      { name: 'lone surrogate in a JSON value', method: 'POST', path: '/auth/v1/signup', body: `{"email":"${uniqueEmail('surrogate')}","password":"${PASSWORD}","data":{"displayname":"\\ud800"}}`, signUp: true },
      { name: 'bytes that are not UTF-8', method: 'POST', path: '/rest/v1/rpc/get_user_subscription_status', body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) },
      { name: 'unknown operator', path: `${rest}?status=not.not.eq.completed` },
      { name: 'huge limit', path: `${rest}?limit=99999999999999999999999` },
      { name: 'huge offset', path: `${rest}?offset=9223372036854775808` },
      { name: 'huge range', path: rest, headers: { range: '0-99999999999999999999999', prefer: 'count=exact' } },
      { name: 'number out of range', path: `${rest}?focusdurationminutes=eq.99999999999999999999999` },
      { name: 'select nested 200 deep', path: `${rest}?select=${'users('.repeat(200)}userid${')'.repeat(200)}` },
      { name: 'JSON path 500 deep on a text column', path: `${rest}?subjectname->>${'x->'.repeat(500)}y=eq.1` },
      { name: 'bad escape in an auth path', path: '/auth/v1/%E0%A4%A' },
      { name: 'bad escape in a grant type', method: 'POST', path: '/auth/v1/token?grant_type=%E0%A4%A', body: '{}' },
      { name: 'bad escape in a storage key', path: '/storage/v1/object/authenticated/study-materials/%E0%A4%A' },
      { name: 'NUL in a storage key', path: '/storage/v1/object/authenticated/study-materials/%00' },
      { name: 'bad escape in a function name', path: '/functions/v1/%E0%A4%A' },
      { name: 'bad escape at the root', path: '/%E0%A4%A' },
    ])('$name is a 4xx', async (probe) => {
      await expectClientError(probe);
    });

    it('an overlong request line is refused by the HTTP layer (4xx), and nothing else is affected', async () => {
      for (const path of [`${rest}?subjectname=eq.${'x'.repeat(60_000)}`, `${rest}?subjectname=in.(${'x,'.repeat(20_000)}x)`]) {
        const response = await send({ name: 'overlong', path });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    });
  });
});
