import type { IncomingMessage } from 'node:http';
import { nestingMessage, nestsTooDeep } from '../server/json-depth';
import { StorageError } from './storage-error';

const JSON_LIMIT_BYTES = 1024 * 1024;

/** A small JSON request body (list options, prefixes to remove, what to sign). */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > JSON_LIMIT_BYTES) throw new StorageError(413, 'Payload too large', 'The request body is too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  if (nestsTooDeep(text)) throw new StorageError(400, 'InvalidRequest', nestingMessage());
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new StorageError(400, 'InvalidRequest', 'The body must be a JSON object');
}
