import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The supabase/ folder (migrations, functions, local/bootstrap), found from this file so it works
 * from the sources, under vitest and from the CLI alike.
 */
export function supabaseDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'local', 'bootstrap'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the supabase folder (with local/bootstrap) above the local stack');
}
