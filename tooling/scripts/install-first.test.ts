// npm start, npm run dev, npm test and npm run storybook run on a fresh clone, where nothing is
// installed yet: until their install step, they may load Node's own modules and nothing else. The
// fresh-clone end-to-end test (tests/start) proves it by running npm start; this finds the module
// that breaks it in a second.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const scripts = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = join(scripts, '../..');

/** What loads when a module's text is run: its static imports, and any require at its top level. */
function loadedWith(text: string): string[] {
  const imported = [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'|^import\s+'([^']+)'/gm)].map((match) => match[1] ?? match[2]!);
  const required = [...text.matchAll(/^\S.*(?:\brequire|Require\(.*\))\(\s*'([^']+)'\s*\)/gm)].map((match) => match[1]!);
  return [...imported, ...required];
}

/** Every package, not Node's own, that loading the file loads, with the file that loads it. */
function packagesLoadedBy(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return loadedWith(readFileSync(file, 'utf8')).flatMap((specifier) => {
    if (specifier.startsWith('.')) return packagesLoadedBy(join(dirname(file), specifier), seen);
    const builtin = specifier.startsWith('node:') || builtinModules.includes(specifier);
    return builtin ? [] : [`${specifier} (from ${relative(workspaceRoot, file)})`];
  });
}

it.each(['start', 'dev', 'test', 'storybook'])('%s.mjs loads only Node’s own modules before its install step', (name) => {
  expect(packagesLoadedBy(join(scripts, `${name}.mjs`))).toEqual([]);
});

it('finds a package loaded at the top level by import or require, and not one a function requires when called', () => {
  const topLevel = `import { join } from 'node:path';\nimport { build } from 'esbuild';\nconst webPush = createRequire(join(root, 'supabase/package.json'))('web-push');\nconst pg = require('pg');`;
  expect(loadedWith(topLevel)).toEqual(['node:path', 'esbuild', 'web-push', 'pg']);
  const whenCalled = `export function keys() {\n  const webPush = createRequire(join(root, 'supabase/package.json'))('web-push');\n}`;
  expect(loadedWith(whenCalled)).toEqual([]);
  expect(packagesLoadedBy(join(scripts, 'prerender-landing.mjs'))).toContain('esbuild (from tooling/scripts/prerender-landing.mjs)');
});
