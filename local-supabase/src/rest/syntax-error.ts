import { HttpError } from '../server/http-error';

/** PostgREST's answer to a query string it cannot parse: 400 PGRST100, before any SQL exists. */
export function syntaxError(what: string, text: string, detail: string): HttpError {
  return new HttpError(400, 'PGRST100', `"failed to parse ${what} (${text})"`, detail);
}

/**
 * Splits on a separator at depth 0, outside "double quotes" (backslash escapes inside them), so
 * `a.eq.1,or(b.eq.2,c.eq.3)` and `in.("a,b",c)` split where PostgREST splits.
 */
export function splitTopLevel(text: string, separator: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0) throw syntaxError(what, text, `unexpected ")" at position ${i}`);
    } else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw syntaxError(what, text, 'unterminated double quote');
  if (depth !== 0) throw syntaxError(what, text, 'unbalanced parentheses');
  parts.push(text.slice(start));
  return parts;
}

export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_$ -]*$/;
/** A column or relation name as written by a client; whether it exists is the catalog's call. */
export function checkName(name: string, what: string, text: string): string {
  const plain = unquote(name);
  if (!plain || plain.length > 63 || (!NAME.test(plain) && plain === name)) {
    throw syntaxError(what, text, `unexpected name "${name}"`);
  }
  return plain;
}
