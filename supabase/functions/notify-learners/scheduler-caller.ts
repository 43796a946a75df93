import { createHash, timingSafeEqual } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * True only for the project's service role key: what the scheduler (pg_cron with pg_net on
 * hosted Supabase, the local stack's timer) sends. A learner's token is a valid JWT too, so a
 * verified token is not enough; the key itself is compared, in constant time.
 */
export function calledByScheduler(request: Request): boolean {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  return (
    token !== undefined &&
    timingSafeEqual(digest(token), digest(requiredEnv('SUPABASE_SERVICE_ROLE_KEY')))
  );
}

/** The service role's client: it writes every learner's reminders and reads their devices. */
export function serviceClient(): SupabaseClient {
  return createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
