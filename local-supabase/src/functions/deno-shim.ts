/**
 * The part of Deno's global that hosted Supabase functions use: Deno.serve registers the
 * function's handler, Deno.env reads the function's environment. Each loaded function gets its
 * own shim, bound as a module-level `Deno` in its bundle (see compile-function.ts).
 */
export type ServeHandler = (request: Request, info: ServeInfo) => Response | Promise<Response>;

export interface ServeInfo {
  remoteAddr: { transport: 'tcp'; hostname: string; port: number };
  completed: Promise<void>;
}

export interface DenoShim {
  serve(...args: unknown[]): { finished: Promise<void>; shutdown(): Promise<void>; ref(): void; unref(): void };
  env: {
    get(name: string): string | undefined;
    has(name: string): boolean;
    toObject(): Record<string, string>;
    set(name: string, value: string): void;
    delete(name: string): void;
  };
  pid: number;
}

export interface LoadedShim {
  deno: DenoShim;
  handler(): ServeHandler | null;
}

function handlerOf(args: unknown[]): ServeHandler | null {
  // Deno.serve(handler), Deno.serve(options, handler) or Deno.serve({ handler, ...options }).
  for (const arg of args) {
    if (typeof arg === 'function') return arg as ServeHandler;
    if (typeof arg === 'object' && arg !== null && typeof (arg as { handler?: unknown }).handler === 'function') {
      return (arg as { handler: ServeHandler }).handler;
    }
  }
  return null;
}

export function createDenoShim(env: Record<string, string>): LoadedShim {
  let served: ServeHandler | null = null;
  const variables = { ...env };
  const deno: DenoShim = {
    serve(...args) {
      served = handlerOf(args);
      if (!served) throw new TypeError('Deno.serve needs a handler');
      return {
        finished: new Promise<void>(() => {}),
        shutdown: async () => {},
        ref() {},
        unref() {},
      };
    },
    env: {
      get: (name) => variables[name],
      has: (name) => name in variables,
      toObject: () => ({ ...variables }),
      set: (name, value) => {
        variables[name] = value;
      },
      delete: (name) => {
        delete variables[name];
      },
    },
    pid: process.pid,
  };
  return { deno, handler: () => served };
}

/** The old `serve` of deno.land/std/http/server.ts, which Supabase's older templates import. */
export const STD_HTTP_SERVER_SHIM = `export function serve(handler, options) {
  return Deno.serve(options ?? {}, handler);
}`;
