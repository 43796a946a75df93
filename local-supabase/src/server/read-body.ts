import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';
import { nestingMessage, nestsTooDeep } from './json-depth';

/** JSON bodies above this are refused before they are buffered (PostgREST answers 413 too). */
export const JSON_BODY_LIMIT = 1024 * 1024;

export async function readBody(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) {
    req.resume();
    throw new HttpError(413, 'PGRST413', `Request body is larger than ${limit} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, 'PGRST413', `Request body is larger than ${limit} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The body as JSON; an empty body is undefined, broken or too deeply nested JSON a 400 that never
 * reaches SQL.
 */
export async function readJson(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8');
  if (text.trim() === '') return undefined;
  if (nestsTooDeep(text)) throw new HttpError(400, 'PGRST102', nestingMessage());
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}
