/**
 * Second factors: a learner enrols an authenticator app (TOTP), is challenged, and a wrong code is
 * refused; without a session nothing happens; WebAuthn factors are refused as not supported.
 */
import { describe, expect, it } from 'vitest';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { covers, refusesAsNotSupported } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { postWithoutToken } from './clients';

const MFA = 'GoTrueClient › MFA › ';
const WEBAUTHN = 'GoTrueClient › WebAuthn MFA › ';

describe.each(conformanceStacks)('second factors ($name)', (stack) => {
  /** A learner signed up and signed in again with the password, as the official suite sets one up. */
  async function signedInLearner() {
    const email = uniqueEmail('mfa');
    const client = clientFor(stack);
    expect((await client.auth.signUp({ email, password: PASSWORD })).data.session).not.toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return client;
  }

  async function learnerWithTotp() {
    const client = await signedInLearner();
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    return { client, factorId: data!.id };
  }

  /** A request with the project's key but no signed-in learner's token at all. */
  const withoutToken = (path: string, body: unknown) => postWithoutToken(stack, path, body);

  it(covers('auth-js', `${MFA}enroll({factorType: "totp"}) returns totp`, 'enrols an authenticator app with its QR code'), async () => {
    const client = await signedInLearner();
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    expect(data!.totp.qr_code).toContain('<svg');
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\//);
  });

  it(
    covers('auth-js', [`${MFA}enroll({factorType: "totp"}) should fail without session`, `${WEBAUTHN}enroll WebAuthn should fail without session`], 'refuses to enrol any factor without a bearer token'),
    async () => {
      for (const factorType of ['totp', 'webauthn']) {
        const response = await withoutToken('/factors', { factor_type: factorType, friendly_name: 'Study laptop' });
        expect(response.status).toBe(401);
        expect(((await response.json()) as { msg: string }).msg).toContain('Bearer token');
      }
    },
  );

  it(covers('auth-js', `${MFA}challenge should create MFA challenge`, 'challenges an enrolled factor, with an expiry'), async () => {
    const { client, factorId } = await learnerWithTotp();
    const { data, error } = await client.auth.mfa.challenge({ factorId });
    expect(error).toBeNull();
    expect(data!.id).toBeTruthy();
    expect(data!.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it(covers('auth-js', `${MFA}verify should verify MFA challenge`, 'refuses a wrong code for a challenge'), async () => {
    const { client, factorId } = await learnerWithTotp();
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    const { data, error } = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: '000000' });
    expect(error?.message).toContain('Invalid TOTP code');
    expect(data).toBeNull();
  });

  it(covers('auth-js', `${MFA}challengeAndVerify should handle MFA challenge and verification in one call`, 'challenges and refuses a wrong code in one call'), async () => {
    const { client, factorId } = await learnerWithTotp();
    const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
    expect(error?.message).toContain('Invalid TOTP code');
    expect(data).toBeNull();
  });

  it(covers('auth-js', `${MFA}unenroll should remove MFA factor`, 'removes an unverified factor'), async () => {
    const { client, factorId } = await learnerWithTotp();
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const { data } = await client.auth.mfa.listFactors();
    expect(data!.all).toHaveLength(0);
    expect(data!.totp).toHaveLength(0);
  });

  it(covers('auth-js', `${MFA}getAuthenticatorAssuranceLevel should return current AAL`, 'tells the current and next assurance level'), async () => {
    const { client } = await learnerWithTotp();
    const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(error).toBeNull();
    // The factor is not verified yet, so the learner stays at aal1.
    expect(data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(data!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['password']);
  });

  it(
    covers(
      'auth-js',
      [`${MFA}should handle MFA enroll without session`, `${MFA}should handle MFA challenge without session`, `${MFA}should handle MFA verify without session`, `${MFA}should handle MFA unenroll without session`],
      'refuses enrol, challenge, verify and unenrol from a client with no session',
    ),
    async () => {
      const mfa = clientFor(stack).auth.mfa;
      const enrolled = await mfa.enroll({ factorType: 'totp' });
      expect(enrolled.error).toMatchObject({ status: 403 });
      expect(enrolled.data?.id).toBeUndefined();
      const challenged = await mfa.challenge({ factorId: 'a-factor' });
      expect(challenged.error).toMatchObject({ status: 403 });
      expect(challenged.data?.id).toBeUndefined();
      const verified = await mfa.verify({ factorId: 'a-factor', challengeId: 'f7850041-ba10-4eb3-851c-8ceb7ff8463d', code: '123456' });
      expect(verified.error).toMatchObject({ status: 403 });
      expect(verified.data?.access_token).toBeUndefined();
      const removed = await mfa.unenroll({ factorId: 'a-factor' });
      expect(removed.error).toMatchObject({ status: 403 });
      expect(removed.data?.id).toBeUndefined();
    },
  );

  it(
    covers('auth-js', [`${WEBAUTHN}challenge WebAuthn should fail without session`, `${WEBAUTHN}verify WebAuthn should fail without session`], 'refuses to challenge or verify a WebAuthn factor without a bearer token'),
    async () => {
      const rp = { rp_id: 'localhost', rp_origins: ['http://localhost:9999'] };
      for (const [path, body] of [
        ['/factors/test-factor-id/challenge', { webauthn: rp }],
        ['/factors/test-factor-id/verify', { challenge_id: 'f7850041-ba10-4eb3-851c-8ceb7ff8463d', webauthn: { ...rp, type: 'create' } }],
      ] as const) {
        const response = await postWithoutToken(stack, path, body);
        expect(response.status).toBe(401);
        expect(((await response.json()) as { msg: string }).msg).toContain('Bearer token');
      }
    },
  );

  it(covers('auth-js', `${WEBAUTHN}challenge WebAuthn should fail with invalid factorId`, 'refuses to challenge a factor the learner does not have'), async () => {
    const client = await signedInLearner();
    const { data, error } = await client.auth.mfa.webauthn.challenge({ factorId: 'invalid-factor-id', webauthn: { rpId: 'localhost', rpOrigins: ['http://localhost:9999'] } });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect(data).toBeNull();
  });

  it(
    refusesAsNotSupported(
      'auth-js',
      [`${WEBAUTHN}enroll WebAuthn should allow empty friendlyName`, `${WEBAUTHN}enroll WebAuthn should create unverified factor`, `${WEBAUTHN}unenroll WebAuthn should remove factor`, `${WEBAUTHN}should enroll WebAuthn factor`],
      'refuses to enrol a WebAuthn factor, naming it',
    ),
    async () => {
      const client = await signedInLearner();
      for (const friendlyName of ['', 'Study security key']) {
        const { data, error } = await client.auth.mfa.webauthn.enroll({ friendlyName });
        expect(error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled', message: 'The local stack does not support WebAuthn factors' });
        expect(data).toBeNull();
      }
      expect((await client.auth.mfa.listFactors()).data!.all).toHaveLength(0);
    },
  );
});
