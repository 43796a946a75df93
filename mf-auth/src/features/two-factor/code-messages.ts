import { refusalOf } from '@aayra/supabase/refusal';

/** What a learner is told about a code from their authenticator app. */
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const WRONG_CODE_MESSAGE = 'That code is not right. Enter the code your authenticator app shows now.';
export const EXPIRED_CODE_MESSAGE = 'That code has expired. Enter the code your authenticator app shows now.';
export const CODE_FAILED_MESSAGE = 'The code could not be checked. Check your connection and try again.';

/** A code as typed (spaces allowed, as apps show '123 456'), or null when it is not six digits. */
export function typedCode(text: string): string | null {
  const code = text.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** The message for a code the backend refused. */
export function codeErrorMessage(error: unknown): string {
  const { code } = refusalOf(error);
  if (code === 'mfa_verification_failed') return WRONG_CODE_MESSAGE;
  if (code === 'mfa_challenge_expired') return EXPIRED_CODE_MESSAGE;
  return CODE_FAILED_MESSAGE;
}
