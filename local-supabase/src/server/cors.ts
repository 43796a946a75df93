import type { IncomingMessage, ServerResponse } from 'node:http';

// Exactly the headers supabase-js sends from a browser on another origin (see the HTTP contract).
const ALLOWED_HEADERS = [
  'authorization', 'apikey', 'x-client-info', 'content-type', 'prefer', 'accept-profile',
  'content-profile', 'x-supabase-api-version', 'x-retry-count', 'range', 'x-upsert', 'cache-control',
].join(', ');

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Location, X-Supabase-Api-Version');
  res.setHeader('Access-Control-Max-Age', '86400');
}
