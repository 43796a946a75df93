import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Database } from '../../src/database.types.ts';

/** A client typed by the generated database types, so a wrong column or call fails to compile. */
export type CallerClient = SupabaseClient<Database>;

function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * A Supabase client that acts as the learner who called the function: their JWT is forwarded,
 * so every query runs under row-level security exactly as it would from the app.
 */
export function callerClient(request: Request): CallerClient {
  const authorization = request.headers.get('Authorization') ?? '';
  return createClient<Database>(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The signed-in learner behind the request, or null for the anon key or a bad token. */
export async function signedInLearner(request: Request, client: SupabaseClient): Promise<User | null> {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) return null;
  const { data, error } = await client.auth.getUser(token);
  return error ? null : data.user;
}

/**
 * The service role's client, past row-level security: for what no learner may write (the payment
 * provider's customer id, the plan), used only once the caller is known or a webhook is verified.
 */
export function serviceRoleClient(): CallerClient {
  return createClient<Database>(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
