/**
 * Auth features the local stack does not have: each answers with an error naming the feature
 * (422, as supabase-js reads a 5xx from Auth as a network failure), or with Supabase Auth's own
 * error for a feature a hosted project keeps off until it is set up (SAML, Web3 wallets).
 */
import { describe, expect, it } from 'vitest';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { refusesAsNotSupported } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { clientWith } from './clients';

const SSO = 'GoTrueClient › SSO Authentication › ';
const WEB3 = 'GoTrueClient › Web3 Authentication › ';
const PASSKEY = 'passkey.e2e › Passkey end-to-end › ';
const PHONE_REFUSAL = { status: 422, code: 'phone_provider_disabled', message: 'The local stack does not support phone sign-in (SMS)' };
const SAML_REFUSAL = { status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' };
const PASSKEY_REFUSAL = { status: 422, code: 'not_implemented', message: 'The local stack does not support passkeys' };

describe.each(conformanceStacks)('auth features the local stack does not have ($name)', (stack) => {
  const auth = clientFor(stack).auth;

  it(
    refusesAsNotSupported('auth-js', [`${SSO}signInWithSSO with PKCE return error when SAML is disabled`, `${SSO}signInWithSSO should support skipBrowserRedirect option`, `${SSO}signInWithSSO with empty options`, `${SSO}signInWithSSO without params`, `${SSO}signInWithSSO with minimal params`], 'answers single sign-on as SAML turned off'),
    async () => {
      const pkce = clientWith(stack, { auth: { flowType: 'pkce' } }).auth;
      const attempts = [
        { providerId: 'a-school-provider', options: { redirectTo: 'http://127.0.0.1:3000/callback', skipBrowserRedirect: true } },
        { providerId: 'a-school-provider', domain: 'school.example', options: {} },
        {} as never,
        { providerId: 'a-school-provider', domain: 'school.example' },
      ];
      for (const params of attempts) {
        const { data, error } = await pkce.signInWithSSO(params);
        expect(error).toMatchObject(SAML_REFUSAL);
        expect(data).toBeNull();
      }
    },
  );

  it(refusesAsNotSupported('auth-js', 'GoTrueClient › GoTrueClient with throwOnError option › signInWithSSO() should throw on error when throwOnError is true', 'throws the SAML refusal when the client is set to throw'), async () => {
    const throwing = clientWith(stack, { auth: { throwOnError: true } }).auth;
    await expect(throwing.signInWithSSO({ domain: 'school.example' })).rejects.toThrow('SAML 2.0 is disabled');
  });

  it(
    refusesAsNotSupported('auth-js', [`${WEB3}signInWithWeb3 should handle solana chain`, `${WEB3}signInWithWeb3 should handle ethereum chain`, `${WEB3}should handle signInWithWeb3 with invalid signature`, `${WEB3}should handle signInWithWeb3 with missing wallet`], 'answers Web3 wallet sign-in as the Web3 provider turned off'),
    async () => {
      const attempts = [
        { chain: 'solana', message: 'Sign in to the study companion', signature: new Uint8Array([1, 2, 3]) },
        { chain: 'ethereum', message: 'Sign in to the study companion', signature: new Uint8Array([1, 2, 3]) },
        { chain: 'ethereum', message: 'Sign in to the study companion', signature: '0xnot-a-signature' },
        { chain: 'ethereum', message: 'Sign in to the study companion' },
      ];
      for (const credentials of attempts) {
        const { data, error } = await auth.signInWithWeb3(credentials as never);
        expect(error).toMatchObject({ status: 400, code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
        expect(data.session).toBeNull();
        expect(data.user).toBeNull();
      }
    },
  );

  it(refusesAsNotSupported('auth-js', 'GoTrueClient › GoTrueClient › Email Auth › should handle signInWithOtp with invalid phone', 'answers a one-time password by SMS as not supported'), async () => {
    const { data, error } = await auth.signInWithOtp({ phone: 'invalid-phone' });
    expect(error).toMatchObject(PHONE_REFUSAL);
    expect(data.user).toBeNull();
  });

  it(
    refusesAsNotSupported(
      'auth-js',
      ['docker-tests/phone-otp › Docker: Phone Resend › resend with phone with options', 'docker-tests/phone-otp › Docker: Phone Resend › resend with phone with empty options'],
      'answers a resent SMS code as not supported, with or without options',
    ),
    async () => {
      for (const type of ['phone_change', 'sms'] as const) {
        for (const options of [{ captchaToken: 'a-captcha' }, {}]) {
          const { error } = await auth.resend({ phone: '+15555550123', type, options });
          expect(error).toMatchObject(PHONE_REFUSAL);
        }
      }
    },
  );

  it(refusesAsNotSupported('auth-js', 'docker-tests/phone-otp › Docker: Phone Password Auth › signInWithPassword() for phone', 'answers a password sign-in by phone as not supported'), async () => {
    const { data, error } = await auth.signInWithPassword({ phone: '+15555550123', password: 'a-long-enough-password' });
    expect(error).toMatchObject(PHONE_REFUSAL);
    expect(data.session).toBeNull();
  });

  it(refusesAsNotSupported('auth-js', 'GoTrueClient › ID Token Authentication › signInWithIdToken fails with disabled provider', 'answers sign-in with an ID token as not supported'), async () => {
    const { data, error } = await auth.signInWithIdToken({ provider: 'google', token: 'mock-id-token', nonce: 'mock-nonce', options: { captchaToken: 'some_token' } });
    expect(error).toMatchObject({ status: 422, code: 'provider_disabled', message: 'The local stack does not support sign-in with ID tokens' });
    expect(data.session).toBeNull();
  });

  it(
    refusesAsNotSupported(
      'auth-js',
      [
        `${PASSKEY}registration ceremony › startRegistration returns WebAuthn creation options`,
        `${PASSKEY}registration ceremony › verifyRegistration creates the passkey`,
        `${PASSKEY}registration ceremony › verifyRegistration rejects an unknown challenge`,
        `${PASSKEY}registration ceremony › startRegistration requires a session`,
        `${PASSKEY}passkey management › list returns the registered passkey`,
        `${PASSKEY}passkey management › update renames the passkey`,
        `${PASSKEY}passkey management › update rejects an unknown passkey id`,
        `${PASSKEY}authentication ceremony › signs in with the passkey via the two-step flow`,
        `${PASSKEY}authentication ceremony › rejects a replayed authentication challenge`,
        `${PASSKEY}authentication ceremony › rejects an assertion from an unregistered authenticator`,
        `${PASSKEY}admin passkey management › listPasskeys returns the passkeys of the user`,
        `${PASSKEY}admin passkey management › deletePasskey removes the passkey`,
        `${PASSKEY}passkey deletion › delete removes the passkey and disables sign-in with it`,
      ],
      'answers every passkey request with an error naming passkeys',
    ),
    async () => {
      const learner = clientWith(stack, { auth: { experimental: { passkey: true } } as never });
      const { data: signedUp } = await learner.auth.signUp({ email: uniqueEmail('passkey'), password: PASSWORD });
      const passkey = learner.auth.passkey;
      const somePasskey = '8a1c6f0e-3b7d-4c2a-9e5f-1d0b7a6c4e21';
      const answers = [
        await passkey.startRegistration(),
        await passkey.verifyRegistration({ challengeId: somePasskey, credential: {} as never }),
        await passkey.list(),
        await passkey.update({ passkeyId: somePasskey, friendlyName: 'Study laptop' }),
        await passkey.delete({ passkeyId: somePasskey }),
        await passkey.startAuthentication(),
        await passkey.verifyAuthentication({ challengeId: somePasskey, credential: {} as never }),
      ];
      for (const { error } of answers) expect(error).toMatchObject(PASSKEY_REFUSAL);
      const admin = clientWith(stack, { key: stack.serviceRoleKey, auth: { experimental: { passkey: true } } as never }).auth.admin.passkey;
      expect((await admin.listPasskeys({ userId: signedUp.user!.id })).error).toMatchObject(PASSKEY_REFUSAL);
      expect((await admin.deletePasskey({ userId: signedUp.user!.id, passkeyId: somePasskey })).error).toMatchObject(PASSKEY_REFUSAL);
    },
  );
});
