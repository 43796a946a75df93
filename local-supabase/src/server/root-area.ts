import { ANSWERED, createArea, refuseUnknownRoutes, type Area } from './area';
import { writeJsonError } from './error-response';
import { HttpError } from './http-error';
import { sendJson } from './send';

/** What answers outside the areas: the health check, and a 404 for everything else. */
export function createRootArea(log: (line: string) => void): Area {
  const root = createArea({ name: 'root', writeError: writeJsonError, log });
  for (const path of ['/', '/health']) {
    root.all(path, (c) => {
      sendJson(c.env.outgoing, 200, { name: 'aayra-local-supabase', status: 'ok' });
      return ANSWERED;
    });
  }
  return refuseUnknownRoutes(root, (_method, path) => new HttpError(404, 'not_found', `Nothing is served at ${path}`));
}
