// The headers every answer of the app server carries: a Content-Security-Policy that lets the page
// reach exactly its own origin, the backend of runtime-config.json and the remotes of remotes.json;
// no framing by any other page; no content sniffing; no full URLs leaking to other sites.
import { createHash } from 'node:crypto';

/** The origin of an absolute URL, or null for one relative to the app's own origin. */
function originOf(url) {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return new URL(url).origin;
}

/** The websocket form of the backend's origin (realtime): http -> ws, https -> wss. */
function websocketOrigin(origin) {
  return origin.replace(/^http/, 'ws');
}

/** `'sha256-...'` of every inline script of an HTML page, so they run without 'unsafe-inline'. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * @param {object} options
 * @param {string} options.supabaseUrl  the backend (runtime-config.json)
 * @param {string[]} options.remoteUrls  each remote's manifest (remotes.json)
 * @param {string[]} [options.scriptHashes]  the page's inline scripts (inlineScriptHashes)
 */
export function contentSecurityPolicy({ supabaseUrl, remoteUrls, scriptHashes = [] }) {
  const backend = originOf(supabaseUrl);
  const remotes = [...new Set(remoteUrls.map(originOf).filter((origin) => origin !== null))];
  const backendConnect = backend ? [backend, websocketOrigin(backend)] : [];
  const directives = {
    'default-src': ["'self'"],
    // Remote entries and their chunks load as scripts; the prerendered page's boot scripts by hash.
    // WebAssembly: the upload page reads text in images (OCR) with a compiled engine, and the
    // flashcard export writes Anki decks with SQLite.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...remotes, ...scriptHashes],
    // The upload page reads files in Web Workers, from the remote's own chunks or a blob it makes.
    'worker-src': ["'self'", 'blob:', ...remotes],
    // The design system and the remotes add their stylesheets as <style> elements while running,
    // so inline styles cannot be limited to hashes known when the page is served.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // supabase-js (auth, REST, functions, storage, realtime's websocket) and remote manifests.
    'connect-src': ["'self'", ...backendConnect, ...remotes],
    // Profile pictures come from the backend's storage.
    'img-src': ["'self'", ...(backend ? [backend] : []), ...remotes],
    'font-src': ["'self'", ...remotes],
    // Voice recordings play from the page's memory (blob:) or from the backend's storage.
    'media-src': ["'self'", 'blob:', ...(backend ? [backend] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Every header of the policy; `policy` is contentSecurityPolicy(...) for the page or file. */
export function securityHeaders(policy) {
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * The headers a host must send for one deployment, every page's inline scripts allowed:
 *   node tooling/scripts/security-headers.mjs --dist shell/dist --runtime-config runtime-config.json --remotes remotes.json
 */
async function printDeploymentHeaders() {
  const { readFile, readdir } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: { dist: { type: 'string' }, 'runtime-config': { type: 'string' }, remotes: { type: 'string' } },
  });
  if (!values.dist || !values['runtime-config'] || !values.remotes) {
    throw new Error('usage: security-headers.mjs --dist DIR --runtime-config FILE --remotes FILE');
  }
  const pages = (await readdir(values.dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  const scriptHashes = [];
  for (const page of pages) scriptHashes.push(...inlineScriptHashes(await readFile(join(values.dist, page), 'utf8')));
  const { supabaseUrl } = JSON.parse(await readFile(values['runtime-config'], 'utf8'));
  const remoteUrls = Object.values(JSON.parse(await readFile(values.remotes, 'utf8')));
  const headers = securityHeaders(contentSecurityPolicy({ supabaseUrl, remoteUrls, scriptHashes: [...new Set(scriptHashes)] }));
  for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
}

if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  await printDeploymentHeaders();
}
