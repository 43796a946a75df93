import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * verify_jwt from supabase/config.toml ([functions.<name>] verify_jwt = false), the one
 * per-function setting of the Supabase CLI the local stack honours. Hosted checks the JWT by
 * default, and so does the local stack.
 */
export async function verifiesJwt(functionsDir: string, name: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(join(dirname(functionsDir), 'config.toml'), 'utf8');
  } catch {
    return true;
  }
  let section = '';
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[\s*([^\]]+?)\s*\]\s*(#.*)?$/.exec(line);
    if (header) {
      section = (header[1] ?? '').replaceAll('"', '');
      continue;
    }
    const setting = /^\s*verify_jwt\s*=\s*(true|false)\s*(#.*)?$/.exec(line);
    if (setting && section === `functions.${name}`) return setting[1] === 'true';
  }
  return true;
}
