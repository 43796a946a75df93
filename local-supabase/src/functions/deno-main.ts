/** The line a function's Deno process prints once it listens: the port follows. */
export const LISTENING = 'AAYRA_FUNCTION_LISTENING';

/**
 * The main module of a function's Deno process, as hosted Supabase's edge runtime wraps a user
 * worker: it imports supabase/functions/<name>/index.ts (argument 1) and serves the handler the
 * file gives Deno.serve on a free loopback port, with the stack's URL (argument 2) as the
 * Request's origin. A thrown error answers 500 WORKER_ERROR as on hosted; a file that never calls
 * Deno.serve exits, which the stack answers as a boot error. The process ends when the stack's
 * end of its standard input closes, however the stack stopped.
 */
export const DENO_MAIN = `
const [entry, origin] = Deno.args;
const serve = Deno.serve.bind(Deno);
let served = false;

function handlerOf(args) {
  for (const arg of args) {
    if (typeof arg === 'function') return arg;
    if (arg && typeof arg === 'object' && typeof arg.handler === 'function') return arg.handler;
  }
  return null;
}

function workerError(error) {
  console.error(error);
  return Response.json({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, { status: 500 });
}

Deno.serve = (...args) => {
  const handler = handlerOf(args);
  if (!handler) throw new TypeError('Deno.serve needs a handler');
  served = true;
  return serve(
    {
      hostname: '127.0.0.1',
      port: 0,
      onListen: ({ port }) => console.log('${LISTENING} ' + port),
      onError: workerError,
    },
    (request, info) => {
      const url = new URL(request.url);
      return handler(new Request(origin + url.pathname + url.search, request), info);
    },
  );
};

globalThis.EdgeRuntime ??= { waitUntil: (promise) => Promise.resolve(promise).catch((error) => console.error(error)) };

(async () => {
  for await (const _ of Deno.stdin.readable);
  Deno.exit(0);
})();

await import(entry);
if (!served) {
  console.error(entry + ' did not call Deno.serve');
  Deno.exit(3);
}
`;
