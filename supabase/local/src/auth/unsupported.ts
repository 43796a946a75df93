import type { UnsupportedFeature } from '../server/area';

/**
 * Supabase Auth features the local stack does not have. They answer 422, not 501: supabase-js
 * reads any 5xx from Auth as a network failure and shows the developer "{}" instead of the
 * message. Sign-up without an e-mail (anonymous or by phone) is not here: a hosted project refuses
 * it by default with its own error (sign-up.ts).
 */
export const UNSUPPORTED_AUTH: readonly UnsupportedFeature[] = [
  { methods: 'all', paths: ['/admin', '/admin/*'], feature: 'the admin API' },
  { methods: ['POST'], paths: ['/otp'], feature: 'one-time passwords and magic links', code: 'otp_disabled' },
  { methods: ['POST'], paths: ['/magiclink'], feature: 'magic links', code: 'otp_disabled' },
  { methods: ['POST'], paths: ['/invite'], feature: 'invitations' },
  { methods: 'all', paths: ['/sso', '/sso/*', '/saml/*'], feature: 'single sign-on', code: 'saml_provider_disabled' },
  { methods: 'all', paths: ['/authorize', '/callback'], feature: 'OAuth providers', code: 'provider_disabled' },
];

/** Grant types of POST /token that Supabase Auth has and the local stack does not. */
export const UNSUPPORTED_GRANTS: Readonly<Record<string, UnsupportedFeature>> = {
  pkce: { methods: ['POST'], paths: ['/token'], feature: 'the PKCE flow' },
  id_token: { methods: ['POST'], paths: ['/token'], feature: 'sign-in with ID tokens', code: 'provider_disabled' },
  web3: { methods: ['POST'], paths: ['/token'], feature: 'Web3 sign-in', code: 'provider_disabled' },
};
