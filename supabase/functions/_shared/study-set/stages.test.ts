// The generator reads as a pipeline: each stage takes what the stages before it made and never
// reaches into a later one, so a reader following the notes through core -> material -> facts ->
// items (and facts -> summary) never goes back into a folder already left. The providers at the
// top put the stages together.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));

/** What each stage may import: itself and the stages before it. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  core: ['core'],
  material: ['core', 'material'],
  facts: ['core', 'material', 'facts'],
  items: ['core', 'material', 'facts', 'items'],
  summary: ['core', 'material', 'facts', 'summary'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The stage a file belongs to: its folder, or 'providers' for the files at the top. */
const stageOf = (path: string) => {
  const folder = relative(root, path).split('/')[0] ?? '';
  return folder in MAY_IMPORT ? folder : 'providers';
};

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

describe('the generator\'s stages', () => {
  const files = sourceFiles(root);

  it('has a file in every stage', () => {
    for (const stage of Object.keys(MAY_IMPORT)) expect(files.some((file) => stageOf(file) === stage), stage).toBe(true);
  });

  it.each(files.filter((file) => stageOf(file) !== 'providers').map((file) => [relative(root, file), file]))(
    '%s imports only its own stage and the stages before it',
    (_name, file) => {
      const stage = stageOf(file);
      const reached = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1]!));
      const later = reached.filter((target) => !MAY_IMPORT[stage]!.includes(stageOf(target))).map((target) => relative(root, target));
      expect(later).toEqual([]);
    },
  );
});
