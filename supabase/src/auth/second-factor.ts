import type { Factor, Session } from '@supabase/supabase-js';

/** The assurance level a session's access token carries ('aal1' after a password, 'aal2' after a code). */
function assuranceLevel(session: Session): string | undefined {
  const payload = session.access_token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown };
    return typeof claims.aal === 'string' ? claims.aal : undefined;
  } catch {
    return undefined;
  }
}

/** The learner's authenticator app, once a code from it has been confirmed. */
export function verifiedAuthenticator(session: Session): Factor | undefined {
  return session.user.factors?.find((factor) => factor.factor_type === 'totp' && factor.status === 'verified');
}

/**
 * Whether a signed-in learner must still give a code from their authenticator app: they turned
 * two-factor authentication on, and this session has only their password (aal1). Such a session
 * reaches no page of the app but the one that asks for the code.
 */
export function needsSecondFactor(session: Session | null | undefined): boolean {
  return !!session && verifiedAuthenticator(session) !== undefined && assuranceLevel(session) !== 'aal2';
}
