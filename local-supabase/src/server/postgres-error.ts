import type { Caller } from '../db/database';
import { HttpError } from './http-error';

interface PostgresError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  const e = error as Partial<PostgresError> | null;
  return typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.message === 'string';
}

/**
 * PGlite can report a request's bad regular expression as an internal error (XX000) rather than
 * 2201B; it is still the request's fault.
 */
function isRegexFault(error: PostgresError): boolean {
  return error.code === 'XX000' && /regular expression/i.test(error.message);
}

function statusOf(code: string, caller: Caller): number {
  // As PostgREST: a function raising SQLSTATE PTxyz chooses the HTTP status xyz (PT429: too many requests).
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return caller.role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '57014') return 504;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('XX')) return 500;
  if (code === '40001' || code === '40P01') return 409;
  // Everything else a request can provoke (22xxx bad values, 23xxx constraints, P0001 raised by a
  // rule, 42xxx names) is the request's fault: 400, never a 500.
  return 400;
}

/** A Postgres error in PostgREST's shape and status. */
export function fromPostgresError(error: PostgresError, caller: Caller): HttpError {
  const code = isRegexFault(error) ? '2201B' : error.code;
  return new HttpError(statusOf(code, caller), code, error.message, error.detail ?? null, error.hint ?? null);
}
