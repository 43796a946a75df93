import type { ServerResponse } from 'node:http';
import type { Caller } from '../db/database';
import { HttpError } from './http-error';
import { fromPostgresError, isPostgresError } from './postgres-error';
import { sendJson } from './send';

/**
 * Any error as the HTTP answer it stands for: an HttpError as it is, a Postgres error by its
 * SQLSTATE (as the caller, when known), anything else a 500, which is only ever our own bug.
 */
export function toHttpError(error: unknown, caller: Caller = { role: 'authenticated', claims: {} }): HttpError {
  if (error instanceof HttpError) return error;
  if (isPostgresError(error)) return fromPostgresError(error, caller);
  return new HttpError(500, 'internal_error', 'Internal server error');
}

/** The shape PostgREST answers errors in, {code, details, hint, message}, which other areas share. */
export function writeJsonError(res: ServerResponse, error: unknown): number {
  const http = toHttpError(error);
  sendJson(res, http.status, { code: http.code, details: http.details, hint: http.hint, message: http.message });
  return http.status;
}
