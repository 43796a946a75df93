// Serving built files: content types, caching by content hash, and no escape from the folder.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files whose name carries their content hash never change; everything else is revalidated. */
export function cacheControl(path) {
  return /\.[0-9a-f]{8,}\.js$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The request's path, decoded; null when it is not a well-formed one (bad escapes, NUL). */
export function requestPath(url) {
  try {
    const path = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

export async function fileIn(root, relativePath) {
  const path = normalize(join(root, relativePath));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : undefined;
}

export function sendFile(req, res, { path, size }, status = 200) {
  res.writeHead(status, {
    'Content-Type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': cacheControl(path),
    'Access-Control-Allow-Origin': '*',
    // Each file is only ever what its extension says.
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(path).pipe(res);
}

