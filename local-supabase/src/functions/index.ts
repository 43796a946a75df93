import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../server/send';
import { ANSWERED, createArea, type Area, type AreaContext } from '../server/area';
import type { ServerContext } from '../server/context';
import { writeJsonError } from '../server/error-response';
import type { ServeHandler } from './deno-shim';
import { functionEnv } from './function-env';
import { verifiesJwt } from './function-config';
import { FunctionLoader } from './function-loader';
import { DenoFunctionRunner } from './deno-runner';
import { BodyTooDeepError, BodyTooLargeError, sendWebResponse, toWebRequest } from './web-request';

/**
 * Edge functions for the local stack (/functions/v1/<name>): runs
 * supabase/functions/<name>/index.ts, written for hosted Supabase's Deno.serve, in this process
 * or (AAYRA_FUNCTIONS_RUNTIME=deno) in a Deno process of its own.
 * Scheduled functions: see schedules.ts; the server calls startFunctionSchedules(ctx) once it
 * listens, and the function it returns when it stops.
 */
export { startFunctionSchedules } from './schedules';

const BODY_LIMIT_BYTES = 10 * 1024 * 1024;
const FUNCTION_NAME = /^\/?([A-Za-z0-9][A-Za-z0-9_-]*)(\/[^?]*)?$/;

/**
 * Wall-clock limit of one invocation (AAYRA_FUNCTION_TIMEOUT_MS): under the server's own 30 s
 * request deadline, so the caller gets this answer rather than a bare timeout.
 */
function timeoutMs(): number {
  const configured = Number(process.env.AAYRA_FUNCTION_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 25_000;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

async function callWithTimeout(
  fn: ServeHandler,
  request: Request,
  abort: AbortController,
): Promise<Response | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      abort.abort(new Error('function timed out'));
      resolve('timeout');
    }, timeoutMs());
  });
  const info = {
    remoteAddr: { transport: 'tcp' as const, hostname: '127.0.0.1', port: 0 },
    completed: Promise.resolve(),
  };
  try {
    return await Promise.race([Promise.resolve().then(() => fn(request, info)), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** What runs the functions: in this process (the default), or one Deno process each. */
interface FunctionRunner {
  handlerFor(name: string, entry: string, env: Record<string, string>, watched?: string[]): Promise<ServeHandler>;
}

/**
 * AAYRA_FUNCTIONS_RUNTIME=deno in the stack's environment serves each function with Deno, the
 * runtime hosted Supabase uses; otherwise they run in this Node process with a Deno shim.
 */
function functionRunner(ctx: ServerContext): FunctionRunner {
  const runtime = process.env.AAYRA_FUNCTIONS_RUNTIME ?? 'node';
  if (runtime === 'deno') return new DenoFunctionRunner(() => ctx.config.url);
  if (runtime === 'node') return new FunctionLoader();
  throw new Error(`AAYRA_FUNCTIONS_RUNTIME must be node or deno, not ${runtime}`);
}

async function invoke(req: IncomingMessage, res: ServerResponse, ctx: ServerContext, loader: FunctionRunner): Promise<void> {
  const path = (req.url ?? '/').split('?')[0]!.replace(/^\/functions\/v1/, '');
  const search = new URL(req.url ?? '/', 'http://localhost').search;
  const match = FUNCTION_NAME.exec(path);
  const name = match?.[1];
  const entry = name ? join(ctx.config.functionsDir, name, 'index.ts') : '';
  if (!name || !(await exists(entry))) {
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    return;
  }
  if (req.method !== 'OPTIONS' && (await verifiesJwt(ctx.config.functionsDir, name))) {
    if (!req.headers.authorization) {
      sendJson(res, 401, { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' });
      return;
    }
    try {
      await ctx.authenticate(req.headers);
    } catch {
      sendJson(res, 401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' });
      return;
    }
  }
  let fn: ServeHandler;
  try {
    const env = await functionEnv(ctx);
    // Either settings file changing reloads the function, as editing its source does.
    const settingsFiles = [join(ctx.config.functionsDir, '.env'), ...(process.env.AAYRA_FUNCTIONS_ENV_FILE ? [process.env.AAYRA_FUNCTIONS_ENV_FILE] : [])];
    fn = await loader.handlerFor(name, entry, env, settingsFiles);
  } catch (error) {
    console.error(`[functions] ${name} failed to boot:`, error);
    sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    return;
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort(new Error('client went away')));
  let response: Response | 'timeout';
  try {
    const url = `${ctx.config.url}/${name}${match?.[2] ?? ''}${search}`;
    const request = await toWebRequest(req, url, BODY_LIMIT_BYTES, abort.signal);
    response = await callWithTimeout(fn, request, abort);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: error.message });
      return;
    }
    if (error instanceof BodyTooDeepError) {
      sendJson(res, 400, { code: 'INVALID_JSON', message: error.message });
      return;
    }
    console.error(`[functions] ${name} threw:`, error);
    sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    return;
  }
  if (response === 'timeout') {
    sendJson(res, 504, { code: 'WORKER_TIMEOUT', message: `Function did not answer within ${timeoutMs()} ms` });
    return;
  }
  if (!(response instanceof Response)) {
    console.error(`[functions] ${name} answered with something that is not a Response`);
    sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function did not return a Response' });
    return;
  }
  await sendWebResponse(response, res);
}

/**
 * /functions/v1/<name>[/more]: one route, whatever the method; the function answers. Its loader
 * belongs to this stack: a function's environment (SUPABASE_URL...) is the stack's.
 */
export function createFunctionsArea(ctx: ServerContext, log: (line: string) => void): Area {
  const functions = createArea({ name: 'functions', writeError: writeJsonError, log });
  const loader = functionRunner(ctx);
  const run = async (c: AreaContext) => {
    await invoke(c.env.incoming, c.env.outgoing, ctx, loader);
    return ANSWERED;
  };
  functions.all('/:name', run);
  functions.all('/:name/*', run);
  functions.all('*', (c) => {
    sendJson(c.env.outgoing, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    return ANSWERED;
  });
  return functions;
}
