import type { IncomingHttpHeaders } from 'node:http';

export interface Preferences {
  representation: boolean;
  count: boolean;
  /** How the total is counted: exactly, or (planned) as the query planner estimates it. */
  countMethod?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** tx=rollback: the write runs and answers, then is undone (as hosted Supabase allows). */
  rollback: boolean;
  /** max-affected=N, honoured only with handling=strict, as in PostgREST. */
  maxAffected?: number;
}

/** supabase-js joins its Prefer values with ", ". */
const COUNT_METHODS = ['exact', 'planned', 'estimated'] as const;

export function readPrefer(headers: IncomingHttpHeaders): Preferences {
  const raw = headers.prefer;
  const values = new Set((Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',').map((v) => v.trim()));
  const resolution = values.has('resolution=merge-duplicates')
    ? 'merge-duplicates'
    : values.has('resolution=ignore-duplicates')
      ? 'ignore-duplicates'
      : undefined;
  const limit = [...values].find((v) => /^max-affected=\d+$/.test(v));
  const maxAffected = limit === undefined ? undefined : Number(limit.slice('max-affected='.length));
  const countMethod = COUNT_METHODS.find((method) => values.has(`count=${method}`));
  return {
    representation: values.has('return=representation'),
    count: countMethod !== undefined,
    ...(countMethod ? { countMethod } : {}),
    ...(resolution ? { resolution } : {}),
    missingDefault: values.has('missing=default'),
    rollback: values.has('tx=rollback'),
    ...(values.has('handling=strict') && maxAffected !== undefined ? { maxAffected } : {}),
  };
}

export function wantsSingleObject(headers: IncomingHttpHeaders): boolean {
  return (headers.accept ?? '').includes('application/vnd.pgrst.object');
}
