import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import { HttpError } from './http-error';

/** What an area's handlers see: Node's own request and response, as the areas answer on them. */
export type AreaEnv = { Bindings: { incoming: IncomingMessage; outgoing: ServerResponse } };
export type Area = Hono<AreaEnv>;
export type AreaContext = Context<AreaEnv>;

/** Words any error as one area's clients expect it, on Node's response; returns the status sent. */
export type ErrorWriter = (res: ServerResponse, error: unknown) => number;

/** A request still unanswered after this gets a 504, so no client waits forever. */
export const REQUEST_DEADLINE_MS = 30_000;

/**
 * Handlers answer on Node's response themselves (rows Postgres already turned into JSON text are
 * sent as is, files are streamed) and hand this back, so nothing is answered twice.
 */
export const ANSWERED = new Response(null);

export interface AreaOptions {
  /** For the log: auth, rest, storage ... */
  name: string;
  writeError: ErrorWriter;
  log: (line: string) => void;
}

/**
 * An area's route table with its own error handler: whatever a handler throws (or a request
 * that outlives the deadline) is answered in the area's own shape. A 500 is only ever our own bug,
 * so it is logged.
 */
export function createArea({ name, writeError, log }: AreaOptions): Area {
  // strict: false, so /rest/v1/studysessions/ is the same route as without the slash.
  const area = new Hono<AreaEnv>({ strict: false });
  const answerError = (res: ServerResponse, error: unknown) => {
    if (res.headersSent) {
      log(`[server] ${name}: ${(error as Error)?.stack ?? String(error)}`);
      res.destroy();
      return;
    }
    if (writeError(res, error) >= 500) log(`[server] ${name}: ${(error as Error)?.stack ?? String(error)}`);
  };
  area.use(async (c, next) => {
    const deadline = setTimeout(() => answerError(c.env.outgoing, new HttpError(504, 'timeout', 'The request took too long')), REQUEST_DEADLINE_MS);
    try {
      await next();
    } finally {
      clearTimeout(deadline);
    }
  });
  area.onError((error, c) => {
    answerError(c.env.outgoing, error);
    return ANSWERED;
  });
  return area;
}

/** The area's answer to a path it has no route for; registered after every route. */
export function refuseUnknownRoutes(area: Area, error: (method: string, path: string) => Error): Area {
  area.all('*', (c) => {
    throw error(c.env.incoming.method ?? 'GET', c.req.path.replace(/^\/[a-z]+\/v1(?=\/|$)/, '') || '/');
  });
  return area;
}

/** A part of the real service the local stack does not have: where it answers, and what it is. */
export interface UnsupportedFeature {
  /** The methods it answers, or every method. */
  methods: readonly string[] | 'all';
  paths: readonly string[];
  /** In words a developer recognises: "the admin API", "moving objects". */
  feature: string;
  /** The real service's own code for the feature turned off, where it has one. */
  code?: string;
}

/** The message an unsupported feature answers with, in the area's own error shape. */
export function notSupportedMessage(feature: string): string {
  return `The local stack does not support ${feature}`;
}

/**
 * Routes of the real service the local stack does not have. Each answers error(feature), naming
 * it, never a misleading 401 or 404 nor the work of a route whose path it happens to match
 * (a pattern such as object/* matches more than uploads), so these are registered before the
 * area's own routes.
 */
export function refuseUnsupported(area: Area, features: readonly UnsupportedFeature[], error: (feature: UnsupportedFeature) => Error): Area {
  for (const feature of features) {
    const { methods, paths } = feature;
    for (const path of paths) {
      const refuse = () => {
        throw error(feature);
      };
      if (methods === 'all') area.all(path, refuse);
      else area.on([...methods], path, refuse);
    }
  }
  return area;
}
