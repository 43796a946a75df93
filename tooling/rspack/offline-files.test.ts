import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps } from '../apps.mjs';

// Reads each remote's last build (`npm test` builds every app before this suite runs): what the
// service worker keeps for offline use.
const workspaceRoot = new URL('../..', import.meta.url).pathname;
const remotes = apps.filter((app) => app.folder.startsWith('mf-'));

function offlineFiles(folder: string): string[] {
  const path = join(workspaceRoot, folder, 'dist', 'offline-files.json');
  if (!existsSync(path)) throw new Error(`${folder} has no build: build it first (node tooling/scripts/build.mjs).`);
  return (JSON.parse(readFileSync(path, 'utf8')) as { files: string[] }).files;
}

describe('the files a remote keeps offline', () => {
  for (const { folder } of remotes) {
    it(`${folder}: its manifest and entry, and no chunk that only a download needing the network loads`, () => {
      const files = offlineFiles(folder);
      expect(files).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
      expect(files.filter((file) => file.startsWith('needs-network-'))).toEqual([]);
    });
  }

  it('leaves out the libraries of the session report and the Anki deck, and keeps the pages', () => {
    const dist = join(workspaceRoot, 'mf-reviews', 'dist');
    const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
    const containing = (text: string) => scripts.filter((file) => readFileSync(join(dist, file), 'utf8').includes(text));
    // pdf-lib's standard fonts and jszip are in the build, loaded only when a download asks for them.
    const pdfLibrary = containing('Helvetica-BoldOblique');
    const zipLibrary = containing('JSZip');
    expect(pdfLibrary.length).toBeGreaterThan(0);
    expect(zipLibrary.length).toBeGreaterThan(0);
    const kept = offlineFiles('mf-reviews');
    expect(kept.filter((file) => [...pdfLibrary, ...zipLibrary].includes(file))).toEqual([]);
    // What the offline app keeps, and what it would keep with the downloads' own chunks too.
    const size = (files: string[]) => files.reduce((bytes, file) => bytes + statSync(join(dist, file)).size, 0);
    const leftOut = scripts.filter((file) => file.startsWith('needs-network-') || [...pdfLibrary, ...zipLibrary].includes(file));
    console.log(
      `mf-reviews keeps ${(size(kept) / 1024).toFixed(0)} KB raw offline; the downloads' chunks, left out: ${(size(leftOut) / 1024).toFixed(0)} KB`,
    );
    expect(kept.some((file) => file.startsWith('__federation_expose_pages'))).toBe(true);
  });
});
