// Writes the shell's precache list into its built /sw.js, after the landing is prerendered (the
// landing and the app's page are among the files it lists). Run after the shell's build:
//   node tooling/scripts/precache-shell.mjs [--dist shell/dist]
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { injectManifest } from 'workbox-build';
import { shell } from '../apps.mjs';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const defaultDist = process.env.AAYRA_OUT_DIR ?? join(workspaceRoot, shell.folder, 'dist');
const { values } = parseArgs({ options: { dist: { type: 'string', default: defaultDist } } });
const dist = resolve(values.dist);
const worker = join(dist, 'sw.js');

const { count, size, warnings } = await injectManifest({
  swSrc: worker,
  swDest: worker,
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,json,webmanifest,png,svg}'],
  // The worker is fetched by the browser itself; app.html is the page the landing was made from.
  globIgnores: ['sw.js', 'app.html', '**/*.map'],
  // Hashed names are their own revision.
  dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
});
for (const warning of warnings) console.warn(warning);
console.log(`precache list of ${count} files (${(size / 1024).toFixed(0)} KB) written into ${worker}`);
