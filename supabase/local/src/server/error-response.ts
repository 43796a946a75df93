import type { ServerResponse } from 'node:http';
import { authErrorBody } from '../auth/auth-error';
import { fromPostgresError, isPostgresError } from '../rest/pg-error';
import { HttpError } from './http-error';
import { sendJson } from './send';

export type Area = 'auth' | 'rest' | 'realtime' | 'functions' | 'storage' | 'root';

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isPostgresError(error)) return fromPostgresError(error, { role: 'authenticated', claims: {} });
  return new HttpError(500, 'internal_error', 'Internal server error');
}

/** Any error, worded as the area's own clients expect it. A 500 is only ever our own bug. */
export function sendError(res: ServerResponse, area: Area, error: unknown, log: (line: string) => void): void {
  const http = toHttpError(error);
  if (http.status >= 500) log(`[server] ${area}: ${(error as Error)?.stack ?? String(error)}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (area === 'auth') {
    // The client reads error_code only when this header comes back.
    return sendJson(res, http.status, authErrorBody(http), { 'X-Supabase-Api-Version': '2024-01-01' });
  }
  if (area === 'storage') {
    return sendJson(res, http.status, { statusCode: String(http.status), error: http.code, message: http.message });
  }
  sendJson(res, http.status, { code: http.code, details: http.details, hint: http.hint, message: http.message });
}
