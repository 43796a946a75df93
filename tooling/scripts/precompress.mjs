// Writes brotli (.br) and gzip (.gz) copies of an app's built text files next to them, so the app
// server sends them compressed without compressing on every request. Run after an app's build,
// in its folder:  node ../tooling/scripts/precompress.mjs [--dist dist]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE } from './static-files.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Smaller files gain less than the bytes of the encoding's headers and a second file.
const SMALLEST_BYTES = 1024;
// Brotli's best setting takes about 3 s a megabyte here; larger files (OCR's engine, loaded only
// when a picture is read) get the next setting, ten times as fast for a tenth more bytes.
const BEST_UP_TO_BYTES = 1024 * 1024;

async function filesIn(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function precompressFile(path) {
  const content = await readFile(path);
  const quality = content.length <= BEST_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 9;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return { raw: content.length, br: br.length, gz: gz.length };
}

/** Compresses every text file of the folder worth it; returns the totals. */
export async function precompressFolder(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const files = [];
  for (const path of await filesIn(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    if ((await stat(path)).size < SMALLEST_BYTES) continue;
    files.push(path);
  }
  // zlib works on libuv's thread pool: a few at a time keep both cores busy.
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const sizes = await precompressFile(path);
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const defaultDist = process.env.AAYRA_OUT_DIR ?? 'dist';
  const { values } = parseArgs({ options: { dist: { type: 'string', default: defaultDist } } });
  const dist = resolve(values.dist);
  const started = performance.now();
  const { files, raw, br, gz } = await precompressFolder(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${files} files in ${dist}: ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gz)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
