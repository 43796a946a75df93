import { stat, unlink } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import NodeWebSocket from 'ws';
import { compileFunction, DENO_REGISTRY } from './compile-function';
import { createDenoShim, type DenoShim, type ServeHandler } from './deno-shim';

interface LoadedFunction {
  handler: ServeHandler;
  inputs: string[];
  /** Latest modification time among the inputs when the function was loaded. */
  loadedAt: number;
}

function registry(): Map<string, DenoShim> {
  const holder = globalThis as unknown as Record<symbol, Map<string, DenoShim> | undefined>;
  holder[DENO_REGISTRY] ??= new Map();
  return holder[DENO_REGISTRY];
}

async function newestChange(files: string[]): Promise<number> {
  // A missing file counts as unchanged (a .env that does not exist), a deleted source as changed.
  const times = await Promise.all(files.map((file) => stat(file).then((s) => s.mtimeMs, () => 0)));
  return Math.max(0, ...times);
}

let loads = 0;

/**
 * Deno (and Node 22) have a WebSocket global, which supabase-js's realtime client needs even
 * when a function only queries; on Node 20 the stack lends it the ws package's.
 */
function provideWebSocketGlobal(): void {
  const holder = globalThis as { WebSocket?: unknown };
  holder.WebSocket ??= NodeWebSocket;
}

/**
 * Loads functions once and keeps them, as an edge runtime keeps a warm worker; a function is
 * loaded again when one of its source files changes, so editing it needs no restart.
 */
export class FunctionLoader {
  private readonly loaded = new Map<string, Promise<LoadedFunction>>();

  /** watched: files besides the sources whose change reloads the function (its .env). */
  async handlerFor(
    name: string,
    entry: string,
    env: Record<string, string>,
    watched: string[] = [],
  ): Promise<ServeHandler> {
    const current = this.loaded.get(entry);
    if (current) {
      const fn = await current.catch(() => null);
      if (fn && (await newestChange(fn.inputs)) <= fn.loadedAt) return fn.handler;
    }
    const next = this.load(name, entry, env, watched);
    this.loaded.set(entry, next);
    next.catch(() => this.loaded.delete(entry));
    return (await next).handler;
  }

  private async load(
    name: string,
    entry: string,
    env: Record<string, string>,
    watched: string[],
  ): Promise<LoadedFunction> {
    provideWebSocketGlobal();
    const loadId = `${name}-${++loads}`;
    const shim = createDenoShim(env);
    registry().set(loadId, shim.deno);
    try {
      const compiled = await compileFunction(entry, loadId);
      const inputs = [...compiled.inputs, ...watched];
      const loadedAt = await newestChange(inputs);
      try {
        await import(/* @vite-ignore */ pathToFileURL(compiled.file).href);
      } finally {
        await unlink(compiled.file).catch(() => {});
      }
      const handler = shim.handler();
      if (!handler) throw new Error(`${name} did not call Deno.serve`);
      return { handler, inputs, loadedAt };
    } finally {
      registry().delete(loadId);
    }
  }
}
