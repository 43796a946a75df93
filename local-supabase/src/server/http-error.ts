/**
 * An error that already knows its HTTP answer. Each area words it in its own shape (PostgREST's
 * {code, details, hint, message}, Supabase Auth's {code, error_code, msg}); `code` is that area's
 * string code (PGRST116, invalid_credentials, 23505 ...).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A sentence, or (PostgREST's ambiguous embeds) the list of candidates to choose from. */
    readonly details: string | null | readonly Record<string, string>[] = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
