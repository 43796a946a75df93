import type { IncomingMessage, ServerResponse } from 'node:http';
import { nestingMessage, nestsTooDeep } from '../server/json-depth';

export class BodyTooLargeError extends Error {}
/** A JSON body nested too deeply for the function's own `req.json()` and whatever walks it then. */
export class BodyTooDeepError extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`The request body is larger than ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The Web Request a function sees; its URL path starts with the function's name, as hosted. */
export async function toWebRequest(
  req: IncomingMessage,
  url: string,
  bodyLimit: number,
  signal: AbortSignal,
): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req, bodyLimit) : undefined;
  if (body && /\bjson\b/i.test(req.headers['content-type'] ?? '') && nestsTooDeep(body.toString('utf8'))) {
    throw new BodyTooDeepError(nestingMessage());
  }
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined, signal });
}

export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  // Streamed as it comes, so a function answering with server-sent events works.
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    res.write(part.value);
  }
  res.end();
}
