import { unlink } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import NodeWebSocket from 'ws';
import { compileFunction, DENO_REGISTRY } from './compile-function';
import { createDenoShim, type DenoShim, type ServeHandler } from './deno-shim';
import { newestChange, WarmFunctions, type WarmFunction } from './warm-functions';


function registry(): Map<string, DenoShim> {
  const holder = globalThis as unknown as Record<symbol, Map<string, DenoShim> | undefined>;
  holder[DENO_REGISTRY] ??= new Map();
  return holder[DENO_REGISTRY];
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
  private readonly loaded = new WarmFunctions<WarmFunction>();

  /** watched: files besides the sources whose change reloads the function (its .env). */
  handlerFor(name: string, entry: string, env: Record<string, string>, watched: string[] = []): Promise<ServeHandler> {
    return this.loaded.handlerFor(entry, () => this.load(name, entry, env, watched));
  }

  private async load(
    name: string,
    entry: string,
    env: Record<string, string>,
    watched: string[],
  ): Promise<WarmFunction> {
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
