import type { ServerResponse } from 'node:http';
import { sendJson } from '../server/send';

/** An error answered in Supabase Storage's shape: {statusCode, error, message}. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    /** Storage's own code when it differs from the HTTP status (e.g. "415" answered as 400). */
    readonly statusCode = String(status),
  ) {
    super(message);
  }
}

export const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');
export const objectNotFound = () => new StorageError(404, 'not_found', 'Object not found');

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.status, { statusCode: error.statusCode, error: error.error, message: error.message });
}

/** Postgres' refusal of a row (row-level security, privileges) as Storage words it. */
export function fromDatabaseError(error: unknown): StorageError | null {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === '42501') return new StorageError(403, 'Unauthorized', message);
  if (code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  return null;
}
