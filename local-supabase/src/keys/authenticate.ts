import type { IncomingHttpHeaders } from 'node:http';
import type { Caller } from '../db/database';
import { HttpError } from '../server/http-error';
import type { TokenService } from './tokens';

function bearer(headers: IncomingHttpHeaders): string | undefined {
  const value = headers.authorization;
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  if (!match?.[1]) throw new HttpError(401, 'bad_jwt', 'Authorization header is not a Bearer token');
  return match[1];
}

/**
 * As the Supabase gateway: the apikey must be one of the project's keys, and the Bearer token
 * (the user's JWT, or the key again when signed out) decides the role.
 */
export function makeAuthenticate(tokens: TokenService) {
  return async (headers: IncomingHttpHeaders): Promise<Caller> => {
    const apikey = typeof headers.apikey === 'string' ? headers.apikey : undefined;
    const token = bearer(headers);
    if (!apikey && !token) throw new HttpError(401, 'no_api_key', 'No API key found in request');
    if (apikey && apikey !== token) {
      const key = await tokens.callerOf(apikey);
      if (key.role === 'authenticated') throw new HttpError(401, 'bad_jwt', 'apikey is not a project key');
      if (!token) return key;
    }
    return tokens.callerOf(token ?? (apikey as string));
  };
}
