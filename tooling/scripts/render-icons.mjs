// Renders the app's icons from their drawings with Chromium, for when a drawing changes:
//   node tooling/scripts/render-icons.mjs
// shell/public/favicon.svg gives favicon.png (192) and icons/icon-512.png; icons/maskable.svg
// gives icons/maskable-192.png and icons/maskable-512.png. The PNGs are kept in the repository.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findBrowser } from './find-browser.mjs';

const publicDir = resolve(import.meta.dirname, '../../shell/public');
const icons = [
  { drawing: 'favicon.svg', size: 192, out: 'favicon.png' },
  { drawing: 'favicon.svg', size: 512, out: 'icons/icon-512.png' },
  { drawing: 'icons/maskable.svg', size: 192, out: 'icons/maskable-192.png' },
  { drawing: 'icons/maskable.svg', size: 512, out: 'icons/maskable-512.png' },
];

const browser = findBrowser();
const work = mkdtempSync(join(tmpdir(), 'aayra-icons-'));
try {
  for (const { drawing, size, out } of icons) {
    const page = join(work, 'icon.html');
    const source = new URL(`file://${join(publicDir, drawing)}`).href;
    writeFileSync(page, `<!doctype html><style>html,body{margin:0;background:transparent}</style><img src="${source}" width="${size}" height="${size}" style="display:block">`);
    execFileSync(browser, [
      '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--force-device-scale-factor=1',
      '--default-background-color=00000000', `--window-size=${size},${size}`, `--screenshot=${join(publicDir, out)}`, page,
    ], { stdio: 'ignore' });
    console.log(`${out}: ${size} x ${size}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
