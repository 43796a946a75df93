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

/** What a request without a Prefer header asks for. */
const NO_PREFERENCES: Preferences = Object.freeze({
  representation: false,
  count: false,
  countMethod: undefined,
  resolution: undefined,
  missingDefault: false,
  rollback: false,
  maxAffected: undefined,
});

export function readPrefer(headers: IncomingHttpHeaders): Preferences {
  const raw = headers.prefer;
  if (raw === undefined) return NO_PREFERENCES;
  const values = new Set((Array.isArray(raw) ? raw.join(',') : raw).split(',').map((v) => v.trim()));
  const resolution = values.has('resolution=merge-duplicates')
    ? 'merge-duplicates'
    : values.has('resolution=ignore-duplicates')
      ? 'ignore-duplicates'
      : undefined;
  const limit = [...values].find((v) => /^max-affected=\d+$/.test(v));
  const countMethod = COUNT_METHODS.find((method) => values.has(`count=${method}`));
  // Every answer has the same properties in the same order (V8 keeps one hidden class for them).
  return {
    representation: values.has('return=representation'),
    count: countMethod !== undefined,
    countMethod,
    resolution,
    missingDefault: values.has('missing=default'),
    rollback: values.has('tx=rollback'),
    maxAffected: limit !== undefined && values.has('handling=strict') ? Number(limit.slice('max-affected='.length)) : undefined,
  };
}

export function wantsSingleObject(headers: IncomingHttpHeaders): boolean {
  return (headers.accept ?? '').includes('application/vnd.pgrst.object');
}
