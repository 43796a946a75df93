import type { Caller } from '../db/database';
import type { ServerContext } from '../server/context';

/**
 * The caller behind a realtime access token. Signed-out clients send the anon key itself as
 * their token, so the project keys are read as apikeys rather than as user sessions.
 */
export function callerForToken(ctx: ServerContext, token: string): Promise<Caller> {
  if (token === ctx.config.anonKey || token === ctx.config.serviceRoleKey) {
    return ctx.authenticate({ apikey: token, authorization: `Bearer ${token}` });
  }
  return ctx.verifyAccessToken(token);
}
