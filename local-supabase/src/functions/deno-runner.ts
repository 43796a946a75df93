import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { functionSources } from './compile-function';
import { denoExecutable } from './deno-binary';
import { DENO_MAIN, LISTENING } from './deno-main';
import type { ServeHandler } from './deno-shim';
import { newestChange, WarmFunctions, type WarmFunction } from './warm-functions';

/** How long a function's Deno process may take to import its file and listen. */
const BOOT_LIMIT_MS = 30_000;

/** Hop-by-hop headers, and accept-encoding: Deno.serve would compress what the stack then relays. */
const NOT_FORWARDED = ['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length', 'accept-encoding'];

interface DenoWorker extends WarmFunction {
  child: ChildProcess;
}

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * The functions' processes end with the stack; a stack killed outright closes their stdin, which
 * ends them too (see deno-main.ts).
 */
function endChildrenOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of children) child.kill();
  });
}

let mainFile: Promise<string> | undefined;

function denoMainFile(): Promise<string> {
  mainFile ??= (async () => {
    const dir = join(tmpdir(), 'aayra-functions');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `deno-main-${process.pid}.js`);
    await writeFile(file, DENO_MAIN);
    return file;
  })();
  return mainFile;
}

/**
 * The function's import map as `supabase functions deploy` reads it: its own deno.json, else the
 * functions folder's.
 */
function configFile(entry: string): string[] {
  const own = join(dirname(entry), 'deno.json');
  const shared = join(dirname(dirname(entry)), 'deno.json');
  if (existsSync(own)) return ['--config', own];
  if (existsSync(shared)) return ['--config', shared];
  return ['--no-config'];
}

function proxyTo(port: number): ServeHandler {
  return async (request) => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    for (const name of NOT_FORWARDED) headers.delete(name);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: request.signal,
    });
  };
}

/**
 * Edge functions run by Deno, the runtime hosted Supabase uses (AAYRA_FUNCTIONS_RUNTIME=deno): one
 * `deno run` process per function, started on its first call and kept warm, its imports resolved
 * by its deno.json from the workspace's installed packages (nodeModulesDir "manual"), nothing
 * fetched. The stack proxies /functions/v1/<name> to it; an edit to one of its source files or
 * settings files starts a new process on the next call.
 */
export class DenoFunctionRunner {
  // A worker whose process ended serves nothing; one replaced by a newer start is stopped.
  private readonly running = new WarmFunctions<DenoWorker>(
    (worker) => worker.child.exitCode === null,
    (worker) => worker.child.kill(),
  );

  /** origin: the stack's URL, read when a process starts (a stack on port 0 learns it late). */
  constructor(private readonly origin: () => string) {}

  handlerFor(name: string, entry: string, env: Record<string, string>, watched: string[] = []): Promise<ServeHandler> {
    return this.running.handlerFor(entry, () => this.start(name, entry, env, watched));
  }

  private async start(name: string, entry: string, env: Record<string, string>, watched: string[]): Promise<DenoWorker> {
    const inputs = [...(await functionSources(entry)), ...watched];
    const loadedAt = await newestChange(inputs);
    const args = [
      'run',
      '--no-prompt',
      // What a hosted function may do: reach the network, read its environment and files.
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--node-modules-dir=manual',
      ...configFile(entry),
      await denoMainFile(),
      pathToFileURL(entry).href,
      this.origin(),
    ];
    endChildrenOnExit();
    // Started outside the workspace: a Deno that fails to resolve a package there offers to
    // rewrite the workspace's package.json from pnpm-workspace.yaml.
    const child = spawn(denoExecutable(), args, {
      cwd: tmpdir(),
      env: { ...env, DENO_DIR: join(tmpdir(), 'aayra-deno-cache'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    const port = await new Promise<number>((resolve, reject) => {
      const errors: string[] = [];
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`${name} did not listen within ${BOOT_LIMIT_MS} ms`));
      }, BOOT_LIMIT_MS);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith(`${LISTENING} `)) {
          clearTimeout(timer);
          resolve(Number(line.slice(LISTENING.length + 1)));
        } else process.stdout.write(`${line}\n`);
      });
      createInterface({ input: child.stderr! }).on('line', (line) => {
        errors.push(line);
        process.stderr.write(`${line}\n`);
      });
      // 'close' comes once its output has been read, so the reason is in the error.
      child.once('close', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} stopped (exit ${code}) before it listened:\n${errors.join('\n')}`));
      });
    });
    return { child, handler: proxyTo(port), inputs, loadedAt };
  }
}
