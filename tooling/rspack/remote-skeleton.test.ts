import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remotes } from '../apps.mjs';

// Every remote's page, standalone entry and stylesheet installer come from tooling once: the
// remote's folder holds none of them, and its last build (npm test builds every app first) took
// them in. Reads dist/ and build-report/ as browser-bundles.test.ts does.
const workspaceRoot = new URL('../..', import.meta.url).pathname;

function builtModules(folder: string): string[] {
  const reportFolder = join(workspaceRoot, folder, 'build-report');
  if (!existsSync(reportFolder)) throw new Error(`${folder} has no build report: build it first (node tooling/scripts/build.mjs).`);
  return readdirSync(reportFolder)
    .filter((file) => file.endsWith('.modules.json'))
    .flatMap((file) => JSON.parse(readFileSync(join(reportFolder, file), 'utf8')) as string[]);
}

describe('remote skeletons', () => {
  for (const { folder } of remotes) {
    it(`${folder} keeps only what it exposes, and runs on its own from tooling's page and entry`, () => {
      for (const own of ['src/index.html', 'src/index.ts', 'src/bootstrap.tsx']) {
        expect(existsSync(join(workspaceRoot, folder, own)), `${folder}/${own}`).toBe(false);
      }
      const page = readFileSync(join(workspaceRoot, folder, 'dist', 'index.html'), 'utf8');
      expect(page).toContain('<div id="root"></div>');
      expect(page).toMatch(/<script defer src="\/main\.[0-9a-f]+\.js"><\/script>/);
      const modules = builtModules(folder);
      expect(modules).toEqual(expect.arrayContaining([`${folder}/standalone-entry.js`, 'app-contract/src/standalone.tsx']));
      // Its own stylesheet, installed by the module the bundler makes of it.
      expect(modules.filter((module) => module.startsWith(`${folder}/src/`) && module.endsWith('.css'))).not.toEqual([]);
    });
  }
});
