import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { remotes, shell } from '../apps.mjs';

// One federation runtime per page (federation-runtime.mjs): the shell bundles it and provides it,
// and a remote's entry carries only its own tables. Reads the last build (npm test builds every
// app first), as browser-bundles.test.ts does.
const workspaceRoot = new URL('../..', import.meta.url).pathname;
const ENTRY_BUDGET_BYTES = 8 * 1024;

function builtModules(folder: string): string[] {
  const reportFolder = join(workspaceRoot, folder, 'build-report');
  if (!existsSync(reportFolder)) throw new Error(`${folder} has no build report: build it first (node tooling/scripts/build.mjs).`);
  return readdirSync(reportFolder)
    .filter((file) => file.endsWith('.modules.json'))
    .flatMap((file) => JSON.parse(readFileSync(join(reportFolder, file), 'utf8')) as string[]);
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

function sharedIn(folder: string): ManifestShared[] {
  return (JSON.parse(readFileSync(join(workspaceRoot, folder, 'dist', 'mf-manifest.json'), 'utf8')) as { shared: ManifestShared[] }).shared;
}

const federationRuntime = (module: string) => /\/node_modules\/@module-federation\/(runtime|runtime-core|sdk|webpack-bundler-runtime|error-codes)\//.test(module);

describe('one federation runtime in the page', () => {
  it('the shell bundles the runtime and provides it to the remotes', () => {
    const modules = builtModules(shell.folder);
    expect(modules).toContain('tooling/rspack/provide-federation-runtime.mjs');
    expect(modules.some(federationRuntime)).toBe(true);
  });

  it('the shell bundles the runtime once, as ES modules, so that what it does not use is left out', () => {
    const runtime = builtModules(shell.folder).filter(federationRuntime);
    expect(runtime.filter((module) => module.endsWith('.cjs'))).toEqual([]);
    const packages = new Set(runtime.map((module) => module.match(/@module-federation\/([^/]+)\//)![1]));
    expect([...packages].sort()).toEqual(['error-codes', 'runtime', 'runtime-core', 'sdk', 'webpack-bundler-runtime']);
  });

  for (const { folder } of remotes) {
    it(`${folder}'s remoteEntry.js is under 8 KB gzip, with no runtime of its own`, () => {
      const entry = readFileSync(join(workspaceRoot, folder, 'dist', 'remoteEntry.js'));
      const gzipBytes = gzipSync(entry, { level: 9 }).length;
      console.log(`${folder}/remoteEntry.js: ${(entry.length / 1024).toFixed(1)} KB, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
      expect(gzipBytes).toBeLessThan(ENTRY_BUDGET_BYTES);
      expect(builtModules(folder).filter(federationRuntime)).toEqual([]);
    });

    it(`${folder} carries no copy of a shared module the shell provides, and the shell provides each it does not carry`, () => {
      const fromShell = new Set(sharedIn(shell.folder).map((module) => module.name));
      const shared = sharedIn(folder);
      const carried = (module: ManifestShared) => module.assets.js.sync.length + module.assets.js.async.length > 0;
      expect(shared.filter((module) => carried(module) && fromShell.has(module.name)).map((module) => module.name)).toEqual([]);
      expect(shared.filter((module) => !carried(module) && !fromShell.has(module.name)).map((module) => module.name)).toEqual([]);
    });
  }
});
