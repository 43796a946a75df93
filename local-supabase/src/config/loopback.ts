import { isIP } from 'node:net';

/**
 * Whether an address (a listening host or a peer's remoteAddress) is this machine's loopback:
 * 127.0.0.0/8, ::1, their IPv4-mapped form, or the name localhost.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (plain === 'localhost' || plain === '::1') return true;
  const v4 = plain.startsWith('::ffff:') ? plain.slice('::ffff:'.length) : plain;
  return isIP(v4) === 4 && v4.startsWith('127.');
}
