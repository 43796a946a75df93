import type { IncomingHttpHeaders } from 'node:http';

export interface Preferences {
  representation: boolean;
  count: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

/** supabase-js joins its Prefer values with ", ". */
export function readPrefer(headers: IncomingHttpHeaders): Preferences {
  const raw = headers.prefer;
  const values = new Set((Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',').map((v) => v.trim()));
  const resolution = values.has('resolution=merge-duplicates')
    ? 'merge-duplicates'
    : values.has('resolution=ignore-duplicates')
      ? 'ignore-duplicates'
      : undefined;
  return {
    representation: values.has('return=representation'),
    count: values.has('count=exact') || values.has('count=planned') || values.has('count=estimated'),
    ...(resolution ? { resolution } : {}),
    missingDefault: values.has('missing=default'),
  };
}

export function wantsSingleObject(headers: IncomingHttpHeaders): boolean {
  return (headers.accept ?? '').includes('application/vnd.pgrst.object');
}
