import type { TokenService } from './tokens';

// Hosted Supabase's legacy anon/service_role keys are JWTs valid for ten years; ours too.
const TEN_YEARS = 10 * 365 * 24 * 3600;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export async function makeApiKeys(tokens: TokenService): Promise<ApiKeys> {
  return {
    anonKey: await tokens.sign({ role: 'anon', ref: 'local' }, TEN_YEARS),
    serviceRoleKey: await tokens.sign({ role: 'service_role', ref: 'local' }, TEN_YEARS),
  };
}
