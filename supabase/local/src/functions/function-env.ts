import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerContext } from '../server/context';

/** Parses a dotenv file: KEY=value lines, optional quotes, # comments. */
export function parseDotenv(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, name = '', raw = ''] = match;
    const quoted = /^(['"])(.*)\1$/s.exec(raw);
    variables[name] = quoted ? (quoted[2] ?? '') : raw.replace(/\s+#.*$/, '');
  }
  return variables;
}

/**
 * A function's environment as hosted Supabase gives it: the project's secrets (locally
 * supabase/functions/.env) plus SUPABASE_URL and the two keys, which a secret cannot override.
 */
export async function functionEnv(ctx: ServerContext): Promise<Record<string, string>> {
  let secrets: Record<string, string> = {};
  try {
    secrets = parseDotenv(await readFile(join(ctx.config.functionsDir, '.env'), 'utf8'));
  } catch {
    // No .env: the function runs with the Supabase variables only.
  }
  return {
    ...secrets,
    SUPABASE_URL: ctx.config.url,
    SUPABASE_ANON_KEY: ctx.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
  };
}
