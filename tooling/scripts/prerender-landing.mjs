// Prerenders the landing page into the shell's build, so / and /landing show their content before
// (and without) any app script. Run after the shell's rspack build:
//   node tooling/scripts/prerender-landing.mjs [--dist shell/dist]
// Writes dist/index.html (the landing, also the fallback page that boots the app on other paths),
// dist/landing/index.html, and dist/app.html (the app's own page as rspack built it).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, transform } from 'esbuild';
import { shell } from '../apps.mjs';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const defaultDist = process.env.AAYRA_OUT_DIR ?? join(workspaceRoot, shell.folder, 'dist');
const { values } = parseArgs({ options: { dist: { type: 'string', default: defaultDist } } });
const dist = resolve(values.dist);
const entry = join(workspaceRoot, shell.folder, 'src/pages/landing/prerender/render-landing.tsx');
// The sign-in page's frame is drawn by the sign-in area's own page, which the shell never imports.
const signInFrameEntry = join(workspaceRoot, 'mf-auth/src/app/sign-in-frame-markup.tsx');

/** `import css from './x.css?raw'` as the bundlers of the apps read it: the file's text. */
const rawText = {
  name: 'raw-text',
  setup(builder) {
    builder.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?raw$/, '')),
      namespace: 'raw-text',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

/** A module of the apps' source, bundled to run here in Node. */
async function loadForNode(entryPoint) {
  const outDir = mkdtempSync(join(tmpdir(), 'aayra-prerender-'));
  const outfile = join(outDir, 'module.cjs');
  try {
    await build({
      entryPoints: [entryPoint],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [rawText],
      logLevel: 'warning',
    });
    return createRequire(import.meta.url)(outfile);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const indexPath = join(dist, 'index.html');
const appPagePath = join(dist, 'app.html');
if (!existsSync(indexPath)) {
  console.error(`${indexPath} is missing: build the shell first (cd shell && rspack build).`);
  process.exit(1);
}

const { renderLandingDocument, PRERENDERED_MARKER } = await loadForNode(entry);
const { signInFrameMarkup, authStylesheet } = await loadForNode(signInFrameEntry);
// Minified as the apps' stylesheets are: it travels inside the page's boot script.
const { code: signInCss } = await transform(authStylesheet, { loader: 'css', minify: true });
let appHtml = readFileSync(indexPath, 'utf8');
// A second run reads the app's page kept by the first, never its own output.
if (appHtml.includes(PRERENDERED_MARKER)) appHtml = readFileSync(appPagePath, 'utf8');
const landing = renderLandingDocument(appHtml, { html: signInFrameMarkup(), css: signInCss.trim() });

writeFileSync(appPagePath, appHtml);
writeFileSync(indexPath, landing);
mkdirSync(join(dist, 'landing'), { recursive: true });
writeFileSync(join(dist, 'landing', 'index.html'), landing);
console.log(`prerendered the landing page into ${dist} (${(Buffer.byteLength(landing) / 1024).toFixed(1)} KB)`);
