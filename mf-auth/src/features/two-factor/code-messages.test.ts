import { describe, expect, it } from 'vitest';
import { AuthApiError } from '@supabase/supabase-js';
import { CODE_FAILED_MESSAGE, EXPIRED_CODE_MESSAGE, WRONG_CODE_MESSAGE, codeErrorMessage, typedCode } from './code-messages';

describe('codes from an authenticator app', () => {
  it('takes six digits, with the space apps show in the middle', () => {
    expect(typedCode('123456')).toBe('123456');
    expect(typedCode(' 123 456 ')).toBe('123456');
  });

  it('refuses anything else before asking the server', () => {
    for (const text of ['', '12345', '1234567', '12345a', '١٢٣٤٥٦']) expect(typedCode(text), text).toBeNull();
  });

  it("tells a wrong code from an expired one and from a failure to check it", () => {
    expect(codeErrorMessage(new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'))).toBe(WRONG_CODE_MESSAGE);
    expect(codeErrorMessage(new AuthApiError('MFA challenge has expired', 422, 'mfa_challenge_expired'))).toBe(EXPIRED_CODE_MESSAGE);
    expect(codeErrorMessage(new TypeError('Failed to fetch'))).toBe(CODE_FAILED_MESSAGE);
  });
});
