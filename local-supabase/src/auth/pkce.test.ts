import { describe, expect, it } from 'vitest';
import { codeRedirect, pkceChallengeOf } from './pkce';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('the PKCE challenge a request carries', () => {
  it('is absent when the implicit flow sends nulls', () => {
    expect(pkceChallengeOf({ code_challenge: null, code_challenge_method: null })).toBeNull();
    expect(pkceChallengeOf({})).toBeNull();
  });

  it('is read with its method, in either case', () => {
    expect(pkceChallengeOf({ code_challenge: CHALLENGE, code_challenge_method: 'S256' })).toEqual({ challenge: CHALLENGE, method: 's256' });
  });

  it('is refused when half of it is missing or it is too short', () => {
    expect(() => pkceChallengeOf({ code_challenge: CHALLENGE })).toThrow('PKCE flow requires code_challenge_method and code_challenge');
    expect(() => pkceChallengeOf({ code_challenge: 'short', code_challenge_method: 's256' })).toThrow('between 43 and 128');
  });

  it('brings the browser back with the code in the query, keeping the page’s own parameters', () => {
    expect(codeRedirect('http://127.0.0.1:3000/auth/callback?next=%2Ftoday', 'a-code')).toBe('http://127.0.0.1:3000/auth/callback?next=%2Ftoday&code=a-code');
  });
});
