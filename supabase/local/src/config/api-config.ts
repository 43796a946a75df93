import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { CONFIG_FILE } from './auth-config';

/**
 * The schemas the REST API serves, from config.toml's `[api] schemas`, as PostgREST's
 * db-schemas: the first answers when a request names none (Accept-Profile / Content-Profile
 * pick another). Public alone when the file names none.
 */
export function parseApiSchemas(toml: string): string[] {
  const api = parse(toml).api;
  const schemas = typeof api === 'object' && api !== null && !Array.isArray(api) ? (api as Record<string, unknown>).schemas : undefined;
  if (schemas === undefined) return ['public'];
  if (!Array.isArray(schemas) || schemas.length === 0 || !schemas.every((s) => typeof s === 'string' && s !== '')) {
    throw new Error('config.toml: [api] schemas must be a non-empty list of schema names');
  }
  return [...new Set(schemas as string[])];
}

export function loadApiSchemas(file = CONFIG_FILE()): string[] {
  return existsSync(file) ? parseApiSchemas(readFileSync(file, 'utf8')) : ['public'];
}
