import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { isLoopback } from '../config/loopback';
import { plainAddress } from '../config/test-runner';
import type { Settings } from '../db/database';

/**
 * The client's address, as the stack vouches for it: the peer's, or, for a peer on this machine
 * (a proxy in front of the stack, or a test's browser standing in for another network), the
 * X-Real-IP it states. A remote client's own X-Real-IP is never believed.
 */
function clientAddress(req: IncomingMessage): string | undefined {
  const peer = req.socket.remoteAddress;
  const stated = req.headers['x-real-ip'];
  if (isLoopback(peer) && typeof stated === 'string' && isIP(stated.trim())) return plainAddress(stated.trim());
  return peer ? plainAddress(peer) : undefined;
}

/**
 * What PostgREST tells the database of a request besides its caller: request.method, request.path
 * (the path below /rest/v1, as PostgREST sees it behind the gateway) and request.headers, every
 * header under its lower-case name in one JSON object. Functions read them with
 * current_setting(name, true): the shared-link limit reads the caller's address there.
 *
 * The stack stands where a hosted project's gateway does: it sets X-Real-IP to the client's
 * address, replacing whatever the client sent, and appends that address to X-Forwarded-For, so
 * the last entry is the one it vouches for and any earlier one is only what the client claimed.
 */
export function requestSettings(req: IncomingMessage, path: string): Settings {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // Set only by the CDN in front of hosted projects; here no one vouches for it.
  delete headers['cf-connecting-ip'];
  const address = clientAddress(req);
  if (address) {
    headers['x-real-ip'] = address;
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address;
  } else delete headers['x-real-ip'];
  return {
    'request.method': req.method ?? 'GET',
    'request.path': path.replace(/^\/rest\/v1(?=\/|$)/, '') || '/',
    'request.headers': JSON.stringify(headers),
  };
}
