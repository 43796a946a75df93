import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Aayra's Supabase project folder (supabase/: migrations, seed.sql, config.toml, functions), the
 * local stack's neighbour in the workspace, found from this file so it works from the sources,
 * under vitest and from the CLI alike.
 */
export function supabaseDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'supabase', 'config.toml'))) return join(dir, 'supabase');
    dir = dirname(dir);
  }
  throw new Error('Cannot find the supabase folder (with config.toml) beside the local stack');
}
