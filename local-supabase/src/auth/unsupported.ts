import type { UnsupportedFeature } from '../server/area';
import { authError } from './auth-error';

/**
 * A Supabase Auth feature the local stack does not have. Most answer 422 naming the feature, not
 * 501: supabase-js reads any 5xx from Auth as a network failure and shows the developer "{}"
 * instead of the message. A feature a hosted project keeps off unless it is set up (SAML, Web3
 * wallets) answers as a hosted project without it does: Supabase Auth's own error (`disabled`).
 */
export interface UnsupportedAuthFeature extends UnsupportedFeature {
  disabled?: { status: number; message: string };
}

const SAML_DISABLED = { status: 404, message: 'SAML 2.0 is disabled' };

export const UNSUPPORTED_AUTH: readonly UnsupportedAuthFeature[] = [
  { methods: 'all', paths: ['/admin/oauth/*'], feature: 'the OAuth 2.1 server' },
  { methods: 'all', paths: ['/oauth/*'], feature: 'the OAuth 2.1 server' },
  { methods: 'all', paths: ['/admin/sso/*'], feature: 'single sign-on', code: 'saml_provider_disabled', disabled: SAML_DISABLED },
  { methods: 'all', paths: ['/admin/users/:id/passkeys', '/admin/users/:id/passkeys/*'], feature: 'passkeys' },
  { methods: 'all', paths: ['/passkeys', '/passkeys/*'], feature: 'passkeys' },
  { methods: 'all', paths: ['/sso', '/sso/*', '/saml/*'], feature: 'single sign-on', code: 'saml_provider_disabled', disabled: SAML_DISABLED },
  { methods: 'all', paths: ['/authorize', '/callback'], feature: 'OAuth providers', code: 'provider_disabled' },
];

/** Grant types of POST /token that Supabase Auth has and the local stack does not. */
export const UNSUPPORTED_GRANTS: Readonly<Record<string, UnsupportedAuthFeature>> = {
  id_token: { methods: ['POST'], paths: ['/token'], feature: 'sign-in with ID tokens', code: 'provider_disabled' },
  web3: {
    methods: ['POST'],
    paths: ['/token'],
    feature: 'Web3 sign-in',
    code: 'web3_provider_disabled',
    disabled: { status: 400, message: 'Web3 provider is disabled' },
  },
};

/** Phone sign-in and phone OTP: no SMS provider is set up locally (nor by default on hosted). */
export const phoneDisabled = () => authError(422, 'phone_provider_disabled', 'The local stack does not support phone sign-in (SMS)');
