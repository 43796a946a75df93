// The offline generator bundled with esbuild, as the upload page and the edge function run it, for
// the evaluation scripts (Node 20 runs no TypeScript); another copy of it can be evaluated the same
// way (an earlier version, say).
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const defaultGenerator = join(root, 'supabase/functions/_shared/study-set/local-provider.ts');
/** What the upload page loads, lazily, for its workload estimate: the generator and the sentence. */
export const browserEstimate = join(root, 'supabase/functions/_shared/study-set/workload.ts');

/**
 * The module bundled for the browser, as one minified or readable ES module's text.
 * @param {{ path?: string, minify?: boolean }} [options]
 */
export async function bundleGenerator({ path = defaultGenerator, minify = false } = {}) {
  // esbuild is installed with the local stack, which compiles its own TypeScript with it.
  const esbuild = createRequire(join(root, 'local-supabase/package.json'))('esbuild');
  const bundled = await esbuild.build({
    entryPoints: [path],
    nodePaths: [join(root, 'supabase/node_modules')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify,
    write: false,
  });
  return bundled.outputFiles[0].text;
}

let loaded = 0;

/** @returns {Promise<{ generateLocalStudySet: (notes: { kind: 'text', text: string }[]) => any, countWords: (text: string) => number }>} */
export async function loadGenerator(path = defaultGenerator, { minify = false } = {}) {
  // A file of its own per load: Node keeps a module by its URL, so a second path would get the first.
  loaded += 1;
  const file = join(tmpdir(), `study-set-eval-${process.pid}-${loaded}.mjs`);
  writeFileSync(file, await bundleGenerator({ path, minify }));
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file);
  }
}
