import { HttpError } from '../server/http-error';

/**
 * Supabase Auth's error: the client reads error_code when X-Supabase-Api-Version is sent back.
 * Some carry more than {code, error_code, msg} (weak_password's reasons) or a header (Retry-After).
 */
export class AuthError extends HttpError {
  constructor(
    status: number,
    errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(status, errorCode, message);
  }
}

export function authError(status: number, errorCode: string, message: string): HttpError {
  return new AuthError(status, errorCode, message);
}

/** A 429 with the seconds to wait, as Supabase Auth answers a rate limit. */
export function rateLimited(errorCode: 'over_request_rate_limit' | 'over_email_send_rate_limit', retryAfterSeconds: number): AuthError {
  const message = errorCode === 'over_email_send_rate_limit' ? 'Email rate limit exceeded' : 'Request rate limit reached';
  return new AuthError(429, errorCode, message, {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

export function authErrorBody(error: HttpError): Record<string, unknown> {
  return { code: error.status, error_code: error.code, msg: error.message, ...(error instanceof AuthError ? error.extra : {}) };
}
