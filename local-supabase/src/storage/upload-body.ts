import type { IncomingMessage } from 'node:http';
import { tooLarge } from './buckets';
import { nestingMessage, nestsTooDeep } from '../server/json-depth';
import { StorageError } from './storage-error';

export interface UploadedFile {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    // A multipart body carries a little framing around the file; allow for it here and check
    // the file itself once it is parsed.
    if (size > limit + 64 * 1024) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function parseMetadata(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  if (nestsTooDeep(text)) throw new StorageError(400, 'InvalidRequest', `metadata: ${nestingMessage()}`);
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'metadata is not valid JSON');
  }
}

/**
 * The uploaded file: supabase-js sends a Blob or File as multipart form data (the file in the
 * field named ""), anything else as the raw body with its content type.
 */
export async function readUpload(req: IncomingMessage, sizeLimit: number): Promise<UploadedFile> {
  const body = await readLimited(req, sizeLimit);
  const contentType = req.headers['content-type'] ?? 'application/octet-stream';
  if (!/^multipart\/form-data/i.test(contentType)) {
    if (body.length > sizeLimit) throw tooLarge();
    const metadataHeader = req.headers['x-metadata'];
    return {
      bytes: body,
      contentType,
      cacheControl: String(req.headers['cache-control'] ?? 'max-age=3600').replace(/^max-age=/, ''),
      userMetadata: parseMetadata(
        typeof metadataHeader === 'string' ? Buffer.from(metadataHeader, 'base64').toString('utf8') : null,
      ),
    };
  }
  let form: FormData;
  try {
    form = await new Request('http://local/upload', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'The multipart body could not be read');
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw new StorageError(400, 'InvalidRequest', 'No file in the multipart body');
  if (file.size > sizeLimit) throw tooLarge();
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: typeof cacheControl === 'string' ? cacheControl : '3600',
    userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
  };
}
