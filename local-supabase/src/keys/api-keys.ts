import { readFile, writeFile } from 'node:fs/promises';
import type { TokenService } from './tokens';

// Hosted Supabase's legacy anon/service_role keys are JWTs valid for ten years; ours too.
const TEN_YEARS = 10 * 365 * 24 * 3600;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

async function stillValid(tokens: TokenService, keys: ApiKeys): Promise<boolean> {
  try {
    const [anon, service] = await Promise.all([tokens.callerOf(keys.anonKey), tokens.callerOf(keys.serviceRoleKey)]);
    return anon.role === 'anon' && service.role === 'service_role';
  } catch {
    return false;
  }
}

/**
 * The project's anon and service_role keys, kept in a file next to the signing key: ES256
 * signatures differ on every signing, and a key that changed on restart would break every
 * configured app and test (hosted keys never change either).
 */
export async function loadApiKeys(tokens: TokenService, file: string): Promise<ApiKeys> {
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as ApiKeys;
    if (await stillValid(tokens, kept)) return kept;
  } catch {
    // No keys yet, or unreadable: make new ones below.
  }
  const keys = {
    anonKey: await tokens.sign({ role: 'anon', ref: 'local' }, TEN_YEARS, 'supabase'),
    serviceRoleKey: await tokens.sign({ role: 'service_role', ref: 'local' }, TEN_YEARS, 'supabase'),
  };
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
