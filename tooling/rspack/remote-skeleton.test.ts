import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remotes } from '../apps.mjs';

// Every remote's page, standalone entry and stylesheet installer come from tooling once: the
// remote's folder holds none of them. Its production build (npm test builds every app first) is
// only its entry and exposed modules; its dev server adds the page and entry that run it on its
// own. Reads dist/ and build-report/ as browser-bundles.test.ts does.
const workspaceRoot = new URL('../..', import.meta.url).pathname;

function builtModules(folder: string, reportFolder = join(workspaceRoot, folder, 'build-report')): string[] {
  if (!existsSync(reportFolder)) throw new Error(`${folder} has no build report: build it first (node tooling/scripts/build.mjs).`);
  return readdirSync(reportFolder)
    .filter((file) => file.endsWith('.modules.json'))
    .flatMap((file) => JSON.parse(readFileSync(join(reportFolder, file), 'utf8')) as string[]);
}

const standaloneModules = (folder: string) => [`${folder}/standalone-entry.js`, 'app-contract/src/standalone.tsx'];

describe('remote skeletons', () => {
  for (const { folder } of remotes) {
    it(`${folder} keeps only what it exposes, and its production build only what the shell composes`, () => {
      for (const own of ['src/index.html', 'src/index.ts', 'src/bootstrap.tsx']) {
        expect(existsSync(join(workspaceRoot, folder, own)), `${folder}/${own}`).toBe(false);
      }
      expect(existsSync(join(workspaceRoot, folder, 'dist', 'remoteEntry.js'))).toBe(true);
      expect(existsSync(join(workspaceRoot, folder, 'dist', 'index.html'))).toBe(false);
      const modules = builtModules(folder);
      for (const module of standaloneModules(folder)) expect(modules).not.toContain(module);
      // Its own stylesheet, installed by the module the bundler makes of it.
      expect(modules.filter((module) => module.startsWith(`${folder}/src/`) && module.endsWith('.css'))).not.toEqual([]);
    });
  }

  describe('on its own dev server', () => {
    // The dev server builds what `rspack build` builds in development mode; one remote stands for all.
    const folder = 'mf-stats';
    const out = mkdtempSync(join(tmpdir(), 'aayra-standalone-'));
    afterAll(() => rmSync(out, { recursive: true, force: true }));

    it('a remote runs from tooling’s page and entry, with a federation runtime of its own', () => {
      execFileSync('pnpm', ['exec', 'rspack', 'build'], {
        cwd: join(workspaceRoot, folder),
        env: { ...process.env, NODE_ENV: 'development', AAYRA_OUT_DIR: join(out, 'dist') },
        stdio: 'pipe',
      });
      const page = readFileSync(join(out, 'dist', 'index.html'), 'utf8');
      expect(page).toContain('<div id="root"></div>');
      expect(page).toMatch(/<script defer src="\/main\.js"><\/script>/);
      const modules = builtModules(folder, join(out, 'build-report'));
      expect(modules).toEqual(expect.arrayContaining(standaloneModules(folder)));
      // No shell provides a runtime there.
      expect(modules.some((module) => module.includes('/node_modules/@module-federation/webpack-bundler-runtime/'))).toBe(true);
    }, 60_000);
  });
});
