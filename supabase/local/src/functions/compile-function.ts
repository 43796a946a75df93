import { build, type Plugin } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDenoStdHttpServer, installedPackageFor } from './specifiers';
import { STD_HTTP_SERVER_SHIM } from './deno-shim';

export const DENO_REGISTRY = Symbol.for('aayra.local.functions.deno');

export interface CompiledFunction {
  /** The bundle on disk, ready for import(). */
  file: string;
  /** Every source file bundled, so a change to any of them reloads the function. */
  inputs: string[];
}

const denoImports: Plugin = {
  name: 'deno-imports',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^(npm:|jsr:|https?:)/ }, async (args) => {
      if (isDenoStdHttpServer(args.path)) return { path: 'std-http-server', namespace: 'deno-shim' };
      const installed = installedPackageFor(args.path);
      if (!installed) {
        return { errors: [{ text: `${args.path} cannot be fetched: the local stack runs offline` }] };
      }
      const resolved = await pluginBuild.resolve(installed, { resolveDir: args.resolveDir, kind: args.kind });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path };
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
    sourcemap: 'inline',
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
  const root = process.cwd();
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith('deno-shim:'))
    .map((input) => (input.startsWith('/') ? input : join(root, input)));
  return { file, inputs: inputs.length > 0 ? inputs : [entry] };
}

