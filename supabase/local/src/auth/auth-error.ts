import { HttpError } from '../server/http-error';

/** Supabase Auth's error: the client reads error_code when X-Supabase-Api-Version is sent back. */
export function authError(status: number, errorCode: string, message: string): HttpError {
  return new HttpError(status, errorCode, message);
}

export function authErrorBody(error: HttpError): Record<string, unknown> {
  return { code: error.status, error_code: error.code, msg: error.message };
}
