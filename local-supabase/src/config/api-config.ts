/** The REST API's settings of config.toml's [api], as PostgREST applies them on a hosted project. */
export interface ApiConfig {
  /**
   * The schemas the REST API serves (PostgREST's db-schemas): the first answers when a request
   * names none (Accept-Profile / Content-Profile pick another).
   */
  schemas: string[];
  /** Schemas put after the request's own on every request's search_path (db-extra-search-path). */
  extraSearchPath: string[];
  /** The most rows a read of a table or view, or a function's rows, answers with (db-max-rows). */
  maxRows: number;
  /** Where the stack listens when --port does not say. */
  port: number;
}

type Table = Record<string, unknown>;

const names = (value: unknown, key: string, allowEmpty: boolean): string[] => {
  if (!Array.isArray(value) || (!allowEmpty && value.length === 0) || !value.every((s) => typeof s === 'string' && s !== '')) {
    throw new Error(`config.toml: [api] ${key} must be a ${allowEmpty ? '' : 'non-empty '}list of schema names`);
  }
  return value as string[];
};

const wholeNumber = (value: unknown, key: string, least: number): number => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < least) {
    throw new Error(`config.toml: [api] ${key} must be a whole number of at least ${least}`);
  }
  return value;
};

/** [api] as read from the parsed file; absent keys take the Supabase CLI's defaults. */
export function apiConfigOf(api: Table): ApiConfig {
  return {
    schemas: api.schemas === undefined ? ['public'] : [...new Set(names(api.schemas, 'schemas', false))],
    extraSearchPath: api.extra_search_path === undefined ? ['public', 'extensions'] : names(api.extra_search_path, 'extra_search_path', true),
    maxRows: api.max_rows === undefined ? 1000 : wholeNumber(api.max_rows, 'max_rows', 1),
    port: api.port === undefined ? 54321 : wholeNumber(api.port, 'port', 0),
  };
}
