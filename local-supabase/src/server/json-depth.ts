/**
 * How deeply a request's JSON may nest. The bodies supabase-js sends (rows, rpc arguments,
 * sign-up metadata, storage options) are a few levels deep; a body of thousands of nested
 * arrays parses fine but overflows the stack of whatever walks it afterwards (JSON.stringify,
 * Postgres' jsonb input), so it is refused before it is parsed.
 */
export const JSON_DEPTH_LIMIT = 64;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when arrays and objects in `text` nest deeper than `limit`. One pass over the text,
 * brackets inside strings ignored; whether the text is valid JSON is JSON.parse's business.
 */
export function nestsTooDeep(text: string, limit = JSON_DEPTH_LIMIT): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

export function nestingMessage(limit = JSON_DEPTH_LIMIT): string {
  return `JSON is nested more than ${limit} levels deep`;
}
