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
  // Compiled as it streams in only when sent as WebAssembly (SQLite for the Anki deck export).
  '.wasm': 'application/wasm',
};

/** Text a build precompresses (tooling/scripts/precompress.mjs); maps are sent as they are. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.webmanifest', '.txt']);

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

/** The encodings the request accepts (Accept-Encoding), without those it refuses with q=0. */
function acceptedEncodings(req) {
  const accepted = new Set();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The build's brotli or gzip copy of the file (precompress.mjs) when the request accepts it. */
async function compressedCopy(req, { path }) {
  const accepted = acceptedEncodings(req);
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepted.has(encoding)) continue;
    const info = await stat(`${path}${suffix}`).catch(() => undefined);
    if (info?.isFile()) return { encoding, path: `${path}${suffix}`, size: info.size };
  }
  return undefined;
}

export async function sendFile(req, res, file, status = 200) {
  const { path } = file;
  const compressed = COMPRESSIBLE.has(extname(path)) ? await compressedCopy(req, file) : undefined;
  const sent = compressed ?? file;
  res.writeHead(status, {
    'Content-Type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'Content-Length': sent.size,
    'Cache-Control': cacheControl(path),
    'Access-Control-Allow-Origin': '*',
    // Each file is only ever what its extension says.
    'X-Content-Type-Options': 'nosniff',
    // Caches keep the compressed and plain answers apart.
    ...(COMPRESSIBLE.has(extname(path)) && { Vary: [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', ') }),
    ...(compressed && { 'Content-Encoding': compressed.encoding }),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(sent.path).pipe(res);
}
