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

async function readDotenv(file: string): Promise<Record<string, string>> {
  try {
    return parseDotenv(await readFile(file, 'utf8'));
  } catch {
    // No such file: the function runs without its variables.
    return {};
  }
}

/**
 * A function's environment as hosted Supabase gives it: the project's secrets (locally
 * supabase/functions/.env) plus SUPABASE_URL and the two keys, which a secret cannot override.
 * A stack started with AAYRA_FUNCTIONS_ENV_FILE in its own environment also reads that dotenv
 * file over .env: the test suites give their stacks test-only settings this way, never touching
 * a developer's .env.
 */
export async function functionEnv(ctx: ServerContext): Promise<Record<string, string>> {
  const extraFile = process.env.AAYRA_FUNCTIONS_ENV_FILE;
  return {
    ...(await readDotenv(join(ctx.config.functionsDir, '.env'))),
    ...(extraFile ? await readDotenv(extraFile) : {}),
    SUPABASE_URL: ctx.config.url,
    SUPABASE_ANON_KEY: ctx.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
  };
}
