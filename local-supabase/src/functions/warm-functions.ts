import { stat } from 'node:fs/promises';
import type { ServeHandler } from './deno-shim';

/** A function as kept once loaded: its handler, the files it was loaded from, and when they last changed then. */
export interface WarmFunction {
  handler: ServeHandler;
  inputs: string[];
  loadedAt: number;
}

/** When the newest of the files changed last. */
export async function newestChange(files: string[]): Promise<number> {
  // A missing file counts as unchanged (a .env that does not exist), a deleted source as changed.
  const times = await Promise.all(files.map((file) => stat(file).then((s) => s.mtimeMs, () => 0)));
  return Math.max(0, ...times);
}

/**
 * Functions kept warm by their entry file, as an edge runtime keeps a worker, whichever runtime
 * loads them: one is loaded again when a file it came from has changed since, so editing it needs
 * no restart, or when it can no longer serve (`usable`: a Deno process that ended); the copy it
 * replaces is let go (`retire`).
 */
export class WarmFunctions<T extends WarmFunction> {
  private readonly warm = new Map<string, Promise<T>>();

  constructor(
    private readonly usable: (fn: T) => boolean = () => true,
    private readonly retire: (fn: T) => void = () => undefined,
  ) {}

  async handlerFor(entry: string, load: () => Promise<T>): Promise<ServeHandler> {
    const current = this.warm.get(entry);
    if (current) {
      const fn = await current.catch(() => null);
      if (fn && this.usable(fn) && (await newestChange(fn.inputs)) <= fn.loadedAt) return fn.handler;
      if (fn) this.retire(fn);
    }
    const next = load();
    this.warm.set(entry, next);
    next.catch(() => this.warm.delete(entry));
    return (await next).handler;
  }
}
