import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apps } from '../apps.mjs';
import { buildPlan, recordBuilds } from './build-record.mjs';

// A workspace of the apps' folders, one shared package and the lockfile, each app with a dist/.
let root: string;
const write = (name: string, text: string) => {
  mkdirSync(dirname(join(root, name)), { recursive: true });
  writeFileSync(join(root, name), text);
};
/** Why each app would be built now: its folder, or nothing when it is up to date. */
const toBuild = () => Object.fromEntries(buildPlan(root).flatMap(({ folder, reason }) => (reason ? [[folder, reason]] : [])));
/** Every app built and recorded, as npm start leaves them. */
const buildAll = () => {
  const plan = buildPlan(root);
  for (const { folder } of plan) write(`${folder}/dist/index.js`, `built ${Math.random()}`);
  recordBuilds(plan, root);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'aayra-build-record-'));
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0');
  write('design-system/src/Button.tsx', 'export const Button = 1;');
  for (const { folder } of apps) write(`${folder}/src/index.ts`, `export const app = '${folder}';`);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's build plan", () => {
  it('builds every app of a fresh clone, saying no build is recorded yet', () => {
    expect(Object.values(toBuild())).toEqual(apps.map(() => 'no build of it is recorded yet'));
  });

  it('builds nothing again when no file changed', () => {
    buildAll();
    expect(toBuild()).toEqual({});
  });

  it('builds only the app whose own file changed, naming the file', () => {
    buildAll();
    write('mf-stats/src/index.ts', 'export const app = "stats, changed";');
    expect(toBuild()).toEqual({ 'mf-stats': 'mf-stats/src/index.ts changed' });
  });

  it('builds every app when a shared package or the lockfile changes, and says how many files changed', () => {
    buildAll();
    write('design-system/src/Card.tsx', 'export const Card = 1;');
    write('pnpm-lock.yaml', 'lockfileVersion: 9.1');
    const reasons = toBuild();
    expect(Object.keys(reasons)).toEqual(apps.map(({ folder }) => folder));
    for (const reason of Object.values(reasons)) {
      expect(reason).toMatch(/^(design-system\/src\/Card\.tsx is new|pnpm-lock\.yaml changed), and 1 more file$/);
    }
    unlinkSync(join(root, 'design-system/src/Card.tsx'));
    buildAll();
    unlinkSync(join(root, 'design-system/src/Button.tsx'));
    expect(toBuild().shell).toBe('design-system/src/Button.tsx was removed');
  });

  it('builds nothing for tests, docs, notes or the outputs of other runs', () => {
    buildAll();
    write('shell/src/home.test.tsx', 'it()');
    write('design-system/src/Button.stories.tsx', 'export default {}');
    write('tests/e2e/home.spec.ts', 'test()');
    write('docs/decisions.md', '# Decisions');
    write('shell/build-report/shell.modules.json', '[]');
    write('mf-auth/node_modules/x/index.js', '');
    write('tooling/scripts/start.mjs', '// npm start');
    expect(toBuild()).toEqual({});
  });

  it('builds an app again whose dist/ another build rewrote or that lost its dist/', () => {
    buildAll();
    write('shell/dist/index.js', 'built by the redeploy test from other sources');
    rmSync(join(root, 'mf-auth/dist'), { recursive: true });
    expect(toBuild()).toEqual({ shell: 'its dist/ was written by another build since', 'mf-auth': 'its dist/ is missing' });
  });
});
