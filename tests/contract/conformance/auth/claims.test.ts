/**
 * Reading a learner's claims (auth.getClaims): the stack signs access tokens with an asymmetric
 * key (ES256, as hosted Supabase's signing keys), so the client verifies them with the published
 * JWKS instead of asking for the user; broken and expired tokens are refused.
 */
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD, uniqueEmail } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { clientWithStoredSession } from './clients';

const CLAIMS = 'GoTrueClient › getClaims › ';
const ASYMMETRIC = 'docker-tests/asymmetric-jwt › Docker: Asymmetric JWT (RS256) › ';
/** An HS256 token that expired in 2025, from the official suite. */
const EXPIRED_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJhdXRoZW50aWNhdGVkIiwiZXhwIjoxNzQ4MTA3MDc0LCJpYXQiOjE3NDgxMDM0NzQsImlzcyI6Imh0dHBzOi8vZXhhbXBsZS5jb20iLCJzdWIiOiIxMjM0NTY3ODkwIiwidXNlcl9tZXRhZGF0YSI6e30sInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe.each(conformanceStacks)("a learner's claims ($name)", (stack) => {
  /** A learner signed up on a client whose requests are recorded and whose session can be rewritten. */
  async function signedUp() {
    const requested: string[] = [];
    const recording: typeof fetch = (input, init) => {
      requested.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const stored = clientWithStoredSession(stack, { fetch: recording });
    const { data, error } = await stored.client.auth.signUp({ email: uniqueEmail('claims'), password: PASSWORD });
    expect(error).toBeNull();
    return { ...stored, auth: stored.client.auth, session: data.session!, requested };
  }

  it(
    covers('auth-js', [`${CLAIMS}getClaims verifies RS256 jwt without calling getUser`, `${ASYMMETRIC}getClaims fetches JWKS to verify asymmetric jwt`], 'verifies the token with the published key, fetching the JWKS and not the user'),
    async () => {
      const { auth, session, requested } = await signedUp();
      const getUser = vi.spyOn(auth, 'getUser');
      requested.length = 0;
      const { data, error } = await auth.getClaims();
      expect(error).toBeNull();
      expect(data?.header.alg).toBe('ES256');
      expect(data?.claims.email).toBe(session.user.email);
      expect(getUser).not.toHaveBeenCalled();
      expect(requested).toEqual([`${stack.url}/auth/v1/.well-known/jwks.json`]);
    },
  );

  it(covers('auth-js', `${CLAIMS}getClaims returns properly typed JwtPayload with documented fields`, 'answers the documented claims with their types'), async () => {
    const { auth, session } = await signedUp();
    const { data, error } = await auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({
      sub: session.user.id,
      role: 'authenticated',
      email: session.user.email,
      phone: expect.any(String),
      user_metadata: expect.any(Object),
      app_metadata: expect.any(Object),
      is_anonymous: false,
      iss: expect.any(String),
      aud: 'authenticated',
      exp: expect.any(Number),
      iat: expect.any(Number),
      aal: 'aal1',
      session_id: expect.any(String),
    });
    expect(data?.claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it(covers('auth-js', `${CLAIMS}getClaims should return error for expired JWT format`, 'refuses the claims of an expired token whose refresh token it never issued'), async () => {
    const { auth, session, store } = await signedUp();
    store({ ...session, access_token: EXPIRED_ACCESS_TOKEN, refresh_token: 'invalid-refresh-token' });
    const { data, error } = await auth.getClaims();
    expect(data).toBeNull();
    expect(error).toMatchObject({ name: 'AuthInvalidJwtError', message: 'JWT has expired' });
  });

  it(covers('auth-js', `${CLAIMS}getClaims should refresh expired JWT token`, 'refreshes an expired stored session before answering its claims'), async () => {
    const { auth, session, store } = await signedUp();
    store({ ...session, expires_at: Math.floor(Date.now() / 1000) - 3600 });
    const { data, error } = await auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.email).toBe(session.user.email);
    expect(data?.claims.session_id).toEqual(expect.any(String));
  });

  it(covers('auth-js', `${ASYMMETRIC}getClaims should return error for Invalid JWT signature (mocked verify)`, 'refuses a token whose signature does not verify with the published key'), async () => {
    const { auth } = await signedUp();
    const verify = vi.spyOn(crypto.subtle, 'verify').mockResolvedValue(false);
    try {
      const { data, error } = await auth.getClaims();
      expect(error?.message).toContain('Invalid JWT signature');
      expect(data).toBeNull();
    } finally {
      verify.mockRestore();
    }
  });

  it(
    covers('auth-js', `${ASYMMETRIC}getClaims should return error for Invalid JWT signature with invalid base64`, 'refuses, as the service does, a token whose signature is not even base64url'),
    async () => {
      const { auth, session, store } = await signedUp();
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const forged = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ aud: 'authenticated', exp: now + 3600, iat: now, iss: 'https://example.com', sub: '1234567890', user_metadata: {}, role: 'authenticated' })}.invalid_signature_that_is_not_base64url_encoded`;
      store({ ...session, access_token: forged });
      const { data, error } = await auth.getClaims();
      expect(error?.message).toContain('unable to parse or verify signature');
      expect(data).toBeNull();
    },
  );
});
