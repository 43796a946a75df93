import type { Caller } from '../db/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller as storage.objects.owner and storage.buckets.owner (uuid columns): only a well-formed uuid, else none. */
export function ownerOf(caller: Caller): string | null {
  const sub = caller.claims.sub;
  return typeof sub === 'string' && UUID.test(sub) ? sub : null;
}
