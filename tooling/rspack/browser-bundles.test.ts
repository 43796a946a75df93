import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps } from '../apps.mjs';
import { localStackOnlyLibraries } from '../browser-packages.mjs';

// Reads what each app's last build took in (build-report/, written by ModuleListPlugin): `npm test`
// builds every app before this suite runs.
const workspaceRoot = new URL('../..', import.meta.url).pathname;

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(workspaceRoot, path), 'utf8')) as T;
}

const localStackOnly = localStackOnlyLibraries();

/** pnpm keeps each package under node_modules/.pnpm/<name with + for />@<version>/node_modules/<name>/. */
function fromPackage(module: string, name: string): boolean {
  return module.includes(`/node_modules/${name}/`);
}

describe('browser bundles', () => {
  it('knows the local stack’s Node-only libraries', () => {
    expect(localStackOnly).toEqual(expect.arrayContaining(['postgres', '@electric-sql/pglite', 'bcryptjs', 'esbuild', 'ws']));
  });

  for (const app of apps) {
    it(`${app.folder} contains its own code and nothing of the local stack`, () => {
      const reportFolder = join(workspaceRoot, app.folder, 'build-report');
      if (!existsSync(reportFolder)) throw new Error(`${app.folder} has no build report: build it first (node tooling/scripts/build.mjs).`);
      const modules = readdirSync(reportFolder)
        .filter((file) => file.endsWith('.modules.json'))
        .flatMap((file) => readJson<string[]>(`${app.folder}/build-report/${file}`));
      expect(modules.some((module) => module.startsWith(`${app.folder}/src/`))).toBe(true);
      expect(modules.filter((module) => module.startsWith('local-supabase/'))).toEqual([]);
      expect(modules.filter((module) => localStackOnly.some((name) => fromPackage(module, name)))).toEqual([]);
    });
  }
});
