import { build, type ImportKind, type Metafile, type OnResolveResult, type Plugin, type PluginBuild } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDenoStdHttpServer, installedPackageFor } from './specifiers';
import { STD_HTTP_SERVER_SHIM } from './deno-shim';

const STACK_DIR = dirname(fileURLToPath(import.meta.url));

export const DENO_REGISTRY = Symbol.for('aayra.local.functions.deno');

export interface CompiledFunction {
  /** The bundle on disk, ready for import(). */
  file: string;
  /** Every source file bundled, so a change to any of them reloads the function. */
  inputs: string[];
}

/**
 * Packages stay outside the bundle, imported from where they are installed: loaded once per
 * process instead of once per function, and a function bundles in milliseconds.
 */
async function installedPath(
  pluginBuild: PluginBuild,
  name: string,
  resolveDir: string,
  kind: ImportKind,
): Promise<OnResolveResult> {
  // From the function's folder first, else from the stack's own packages (the same
  // supabase/node_modules for the project's functions; fixtures elsewhere still resolve).
  for (const dir of [resolveDir, STACK_DIR]) {
    const resolved = await pluginBuild.resolve(name, { resolveDir: dir, kind, pluginData: RESOLVING });
    if (resolved.errors.length === 0) return { path: resolved.path, external: true };
  }
  return { errors: [{ text: `${name} is not installed in the workspace` }] };
}

const RESOLVING = Symbol('resolving an installed package');

const denoImports: Plugin = {
  name: 'deno-imports',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^(npm:|jsr:|https?:)/ }, (args) => {
      if (isDenoStdHttpServer(args.path)) return { path: 'std-http-server', namespace: 'deno-shim' };
      const installed = installedPackageFor(args.path);
      if (!installed) {
        return { errors: [{ text: `${args.path} cannot be fetched: the local stack runs offline` }] };
      }
      return installedPath(pluginBuild, installed, args.resolveDir, args.kind);
    });
    // Bare names, as a deno.json import map lets functions write them.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.pluginData === RESOLVING || args.path.startsWith('node:') || args.namespace === 'deno-shim') {
        return undefined;
      }
      return installedPath(pluginBuild, args.path, args.resolveDir, args.kind);
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'deno-shim' }, () => ({
      contents: STD_HTTP_SERVER_SHIM,
      loader: 'js',
    }));
  },
};

let bundleCount = 0;

/**
 * Bundles a function with its imports into one ES module. The banner binds `Deno` (and
 * EdgeRuntime) for the whole bundle to the shim registered under loadId, so two functions
 * never share one.
 */
export async function compileFunction(entry: string, loadId: string): Promise<CompiledFunction> {
  const registry = `globalThis[Symbol.for(${JSON.stringify(DENO_REGISTRY.description)})]`;
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    mainFields: ['module', 'main'],
    plugins: [denoImports],
    banner: {
      js: [
        `import { createRequire as __aayraCreateRequire } from 'node:module';`,
        `const require = __aayraCreateRequire(${JSON.stringify(entry)});`,
        `const Deno = ${registry}.get(${JSON.stringify(loadId)});`,
        `const EdgeRuntime = { waitUntil: (promise) => Promise.resolve(promise).catch((error) => console.error(error)) };`,
      ].join('\n'),
    },
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced nothing for ${entry}`);
  const dir = join(tmpdir(), 'aayra-functions');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${loadId}-${process.pid}-${++bundleCount}.mjs`);
  await writeFile(file, output.text);
  return { file, inputs: sourceFiles(entry, result.metafile) };
}

function sourceFiles(entry: string, metafile: Metafile): string[] {
  const root = process.cwd();
  const inputs = Object.keys(metafile.inputs)
    .filter((input) => !input.startsWith('deno-shim:'))
    .map((input) => (input.startsWith('/') ? input : join(root, input)));
  return inputs.length > 0 ? inputs : [entry];
}

/**
 * The source files of a function (its index.ts and the files it imports, packages aside), for a
 * runtime that loads them itself (Deno) to know when an edit needs a new process. A file esbuild
 * cannot follow leaves the entry alone watched.
 */
export async function functionSources(entry: string): Promise<string[]> {
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [denoImports],
    });
    return sourceFiles(entry, result.metafile);
  } catch {
    return [entry];
  }
}

