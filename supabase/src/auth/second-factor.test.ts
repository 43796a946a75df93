import { describe, expect, it } from 'vitest';
import type { Factor, Session } from '@supabase/supabase-js';
import { needsSecondFactor, verifiedAuthenticator } from './second-factor';

const token = (claims: object) => `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;

function session(aal: string, factors: Partial<Factor>[] = []): Session {
  return {
    access_token: token({ sub: 'learner', aal, amr: [{ method: 'password' }] }),
    user: { id: 'learner', factors: factors as Factor[] },
  } as unknown as Session;
}

const verified = { id: 'f1', factor_type: 'totp', status: 'verified' } as const;
const unverified = { id: 'f2', factor_type: 'totp', status: 'unverified' } as const;

describe('second factor', () => {
  it('asks a learner with a confirmed authenticator for a code while the session has only the password', () => {
    expect(needsSecondFactor(session('aal1', [verified]))).toBe(true);
    expect(verifiedAuthenticator(session('aal1', [unverified, verified]))?.id).toBe('f1');
  });

  it('lets the session through once the code raised it to aal2', () => {
    expect(needsSecondFactor(session('aal2', [verified]))).toBe(false);
  });

  it('asks nothing of a learner without a confirmed authenticator, or of nobody', () => {
    expect(needsSecondFactor(session('aal1'))).toBe(false);
    expect(needsSecondFactor(session('aal1', [unverified]))).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
    expect(needsSecondFactor(undefined)).toBe(false);
  });

  it('asks for the code when the token cannot be read, rather than letting the session through', () => {
    const unreadable = { ...session('aal2', [verified]), access_token: 'not-a-token' } as Session;
    expect(needsSecondFactor(unreadable)).toBe(true);
  });
});
