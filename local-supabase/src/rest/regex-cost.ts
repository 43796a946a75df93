import { HttpError } from '../server/http-error';

/**
 * Regex filters (`match`, `imatch`) the database is not asked to run. Postgres compiles a bounded
 * repetition `x{m,n}` into n copies of x, so nested bounds multiply: `(a{1,200}){1,200}b` is 40,000
 * copies. PostgreSQL takes seconds over it and gives up on bigger ones ("too complex"); PGlite
 * answers with a broken result or an internal error, and cannot be interrupted at all (it has no
 * statement timeout), so one request would hold its only connection for minutes. The size below
 * is what the compiled pattern grows to, counted before it reaches the database; patterns of a
 * few hundred atoms run over a megabyte of text in well under a second on either engine.
 */
export const REGEX_SIZE_LIMIT = 256;
export const REGEX_LENGTH_LIMIT = 512;

// Embedded options that keep the advanced syntax as written (case, newlines, literal): b and e
// switch to syntaxes whose bounds are written differently, x lets comments hide parentheses.
const ADVANCED_OPTIONS = /^\(\?([cimnpqstw]+)\)/;

class TooComplex extends Error {}

function refuse(reason: string): HttpError {
  return new HttpError(400, '2201B', `invalid regular expression: ${reason}`);
}

/** How much a pattern in Postgres' advanced syntax grows to once its repetitions are expanded. */
class Measure {
  private at = 0;
  constructor(private readonly pattern: string) {}

  whole(): number {
    const size = this.alternatives();
    // A stray ")" is Postgres' error to report; count the rest as written.
    return this.at < this.pattern.length ? size + this.pattern.length - this.at : size;
  }

  private alternatives(): number {
    let size = this.sequence();
    while (this.pattern[this.at] === '|') {
      this.at++;
      size += this.sequence();
    }
    return size;
  }

  private sequence(): number {
    let size = 0;
    while (this.at < this.pattern.length && this.pattern[this.at] !== '|' && this.pattern[this.at] !== ')') {
      let atom = this.atom();
      for (let times = this.repetition(); times !== null; times = this.repetition()) atom *= times;
      size += atom;
      if (size > REGEX_SIZE_LIMIT) throw new TooComplex();
    }
    return size;
  }

  private atom(): number {
    const c = this.pattern[this.at++];
    if (c === '(') {
      if (this.pattern.startsWith('?#', this.at)) {
        const end = this.pattern.indexOf(')', this.at);
        this.at = end === -1 ? this.pattern.length : end + 1;
        return 0;
      }
      const prefix = /^\?(?::|=|!|<=|<!)/.exec(this.pattern.slice(this.at, this.at + 3));
      if (prefix) this.at += prefix[0].length;
      const size = this.alternatives();
      if (this.pattern[this.at] === ')') this.at++;
      return Math.max(size, 1);
    }
    if (c === '[') {
      this.skipBracket();
      return 1;
    }
    if (c === '\\') {
      const escaped = this.pattern[this.at++] ?? '';
      // \1 ... \9 refer back to a group: matching them needs backtracking, whose time Postgres
      // cannot bound.
      if (/[1-9]/.test(escaped)) throw refuse('back-references are not supported in filters');
      return 1;
    }
    return 1;
  }

  private skipBracket(): void {
    if (this.pattern[this.at] === '^') this.at++;
    if (this.pattern[this.at] === ']') this.at++;
    while (this.at < this.pattern.length && this.pattern[this.at] !== ']') {
      const c = this.pattern[this.at++];
      if (c === '\\') this.at++;
      else if (c === '[' && /[:=.]/.test(this.pattern[this.at] ?? '')) {
        const end = this.pattern.indexOf(`${this.pattern[this.at]}]`, this.at + 1);
        this.at = end === -1 ? this.pattern.length : end + 2;
      }
    }
    this.at++;
  }

  /** The copies a quantifier makes of its atom, or null when none follows. */
  private repetition(): number | null {
    const c = this.pattern[this.at];
    let times: number;
    if (c === '*' || c === '+' || c === '?') {
      this.at++;
      times = 1;
    } else {
      const bound = /^\{(\d+)(,(\d*))?\}/.exec(this.pattern.slice(this.at, this.at + 16));
      if (!bound) return null;
      this.at += bound[0].length;
      const min = Number(bound[1]);
      const max = bound[2] === undefined ? min : bound[3] === '' ? min + 1 : Number(bound[3]);
      times = Math.max(min, max, 1);
    }
    if (this.pattern[this.at] === '?') this.at++;
    return times;
  }
}

/** Refuses (400, 2201B as Postgres words a bad pattern) a regex filter too costly to run. */
export function checkRegexFilter(pattern: string): void {
  if (pattern.length > REGEX_LENGTH_LIMIT) throw refuse(`longer than ${REGEX_LENGTH_LIMIT} characters`);
  // ***= makes the rest a literal string.
  if (pattern.startsWith('***=')) return;
  let body = pattern.startsWith('***:') ? pattern.slice(4) : pattern;
  if (body.startsWith('(?') && !body.startsWith('(?:') && !/^\(\?[=!<#]/.test(body)) {
    const options = ADVANCED_OPTIONS.exec(body);
    if (!options) throw refuse('only the options c, i, m, n, p, q, s, t and w are supported in filters');
    if (options[1]?.includes('q')) return;
    body = body.slice(options[0].length);
  }
  let size: number;
  try {
    size = new Measure(body).whole();
  } catch (error) {
    if (!(error instanceof TooComplex)) throw error;
    size = Infinity;
  }
  if (size > REGEX_SIZE_LIMIT) throw refuse('regular expression is too complex');
}
