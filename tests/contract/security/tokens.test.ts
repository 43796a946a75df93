/**
 * Attack: present a token signed with the stack's own key but made for somewhere else: another
 * audience, or another issuer (a token another service minted with a shared key). Such tokens
 * were accepted. Now every area (REST, auth, realtime) checks aud and iss in one place: an
 * access token must name this auth server as issuer and "authenticated" as audience, an API key
 * the issuer "supabase"; anything else is 401 bad_jwt.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { expectStillServing } from '../support/health';
import { newLearner, stacks, type ContractStack } from '../support/stacks';
import { es256Token, nowSeconds, stackKey } from '../support/tokens';

/** The claims of a token as a JWT's payload. */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** Joins a realtime channel with this access token: the reply's status. */
function joinStatus(stack: ContractStack, accessToken: string): Promise<string> {
  const socket = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no join reply')), 5_000);
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(JSON.stringify({ topic: 'realtime:aud-iss', event: 'phx_join', ref: '1', join_ref: '1', payload: { config: {}, access_token: accessToken } })));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { event: string; ref: string; payload: { status: string } };
      if (message.event !== 'phx_reply' || message.ref !== '1') return;
      clearTimeout(timer);
      socket.close();
      resolve(message.payload.status);
    });
  });
}

describe.each(stacks)('token audience and issuer on $name', (stack) => {
  it.runIf(stack.local && stack.keyFile)('refuses our own signature on a token for another audience or issuer', async () => {
    const learner = await newLearner(stack, 'aud-iss');
    const real = claimsOf(learner.session.access_token);
    expect(real).toMatchObject({ aud: 'authenticated', iss: `${stack.url}/auth/v1` });
    expect(claimsOf(stack.anonKey)).toMatchObject({ iss: 'supabase', role: 'anon' });

    const { key, kid } = stackKey(stack.keyFile!);
    const exp = nowSeconds() + 600;
    const forged = {
      'another audience': es256Token(key, { ...real, aud: 'other-service', exp }, kid),
      'no audience': es256Token(key, { ...real, aud: undefined, exp }, kid),
      'another issuer': es256Token(key, { ...real, iss: 'https://other.example/auth/v1', exp }, kid),
      'the API keys\' issuer': es256Token(key, { ...real, iss: 'supabase', exp }, kid),
    };
    const headers = (token: string) => ({ apikey: stack.anonKey, authorization: `Bearer ${token}` });
    for (const [name, token] of Object.entries(forged)) {
      const rest = await fetch(`${stack.url}/rest/v1/users?select=userid`, { headers: headers(token) });
      expect(rest.status, `${name} on REST`).toBe(401);
      const auth = await fetch(`${stack.url}/auth/v1/user`, { headers: headers(token) });
      expect(auth.status, `${name} on auth`).toBe(401);
      expect(((await auth.json()) as { error_code: string }).error_code).toBe('bad_jwt');
      expect(await joinStatus(stack, token), `${name} on realtime`).toBe('error');
      await expectStillServing(stack);
    }

    // The learner's own token still works everywhere.
    const token = learner.session.access_token;
    expect((await fetch(`${stack.url}/rest/v1/users?select=userid`, { headers: headers(token) })).status).toBe(200);
    expect((await fetch(`${stack.url}/auth/v1/user`, { headers: headers(token) })).status).toBe(200);
    expect(await joinStatus(stack, token)).toBe('ok');
  });
});
