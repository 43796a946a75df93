// What the shell's start-up chunks are made of, from the build's own files and source maps:
//   node tests/bench/shell-chunks.bench.mjs [--top 12]
// For the main chunk (the federation runtime lives there) and the shared-libraries chunk: the
// file's size raw and as the brotli copy a browser is sent, then the raw bytes each package or
// source folder contributes (minified bytes mapped back through the hidden source map).
// Build first: npm run build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { workspaceRoot } from '../../tooling/scripts/run.mjs';

const { values } = parseArgs({ options: { top: { type: 'string', default: '12' } } });
const dist = join(workspaceRoot, 'shell', 'dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The package (node_modules) or source folder a mapped source belongs to. */
function owner(source) {
  // Code the bundler writes itself is named by its own text, URL-encoded.
  if (/%[0-9A-F]{2}/.test(source)) return '(generated runtime code)';
  const fromPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (fromPackage) return fromPackage[1];
  return source.replace(/^webpack:\/\/[^/]*\//, '').split('/').slice(0, 2).join('/') || '(runtime)';
}

/** Raw bytes of a minified file per owner, each generated segment counted up to the next one. */
function bytesByOwner(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const segments = [];
  eachMapping(new TraceMap(readFileSync(`${file}.map`, 'utf8')), (mapping) => segments.push(mapping));
  const sizes = new Map();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end = next && next.generatedLine === segment.generatedLine ? next.generatedColumn : lines[segment.generatedLine - 1].length;
    const key = segment.source ? owner(segment.source) : '(unmapped)';
    sizes.set(key, (sizes.get(key) ?? 0) + end - segment.generatedColumn);
  });
  return [...sizes].sort((a, b) => b[1] - a[1]);
}

for (const prefix of ['main.', 'shared-libraries.']) {
  const name = readdirSync(dist).find((file) => file.startsWith(prefix) && file.endsWith('.js'));
  if (!name || !existsSync(join(dist, `${name}.map`))) throw new Error(`No ${prefix}*.js with its map in ${dist}: run npm run build first.`);
  const file = join(dist, name);
  console.log(`\n${name}: ${kb(statSync(file).size)} raw, ${kb(statSync(`${file}.br`).size)} brotli`);
  for (const [key, bytes] of bytesByOwner(file).slice(0, Number(values.top))) console.log(`  ${kb(bytes).padStart(9)}  ${key}`);
}
