import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shell } from '../apps.mjs';

// The shell's pages start with two chunks of shared code that its page preloads beside its first
// script (create-app-config.mjs). Reads the shell's last build (`npm test` builds every app before
// this suite runs): which source files each chunk was made of, from its source map.
const dist = join(new URL('../..', import.meta.url).pathname, shell.folder, 'dist');

function chunkSources(chunk: 'shared-workspace' | 'shared-libraries'): string[] {
  if (!existsSync(dist)) throw new Error('The shell has no build: build it first (node tooling/scripts/build.mjs).');
  const map = readdirSync(dist).find((file) => file.startsWith(`${chunk}.`) && /\.[0-9a-f]+\.js\.map$/.test(file));
  if (!map) throw new Error(`The shell's build has no ${chunk} chunk in ${dist}.`);
  return (JSON.parse(readFileSync(join(dist, map), 'utf8')) as { sources: string[] }).sources.map((source) => source.replace(/^webpack:\/\/shell\/\.\.\//, ''));
}

describe('the shell’s start-up chunk of workspace code', () => {
  it('holds the design system’s components every page builds on, so none waits for a chunk of its own', () => {
    expect(chunkSources('shared-workspace')).toEqual(
      expect.arrayContaining([
        'design-system/src/components/Button/Button.tsx',
        'design-system/src/components/PasswordField/PasswordField.tsx',
        'design-system/src/components/Toast/Toaster.tsx',
        'design-system/src/styles/install.ts',
        'supabase/src/client.ts',
      ]),
    );
  });

  it('leaves out the stylesheets’ text, which the prerendered page already carries', () => {
    const sheets = chunkSources('shared-workspace').filter((source) => /^design-system\/src\/(styles\/stylesheet\.ts|.*\.css)$/.test(source));
    expect(sheets).toEqual([]);
  });

  it('leaves out the study set, which only the pages that show it load', () => {
    const studySet = chunkSources('shared-workspace').filter((source) =>
      /^design-system\/src\/(components\/study\.ts|styles\/study-stylesheet\.ts|components\/(FlipCard|FlashcardViewer|QuizQuestion|StudySummary)\/)/.test(source),
    );
    expect(studySet).toEqual([]);
  });
});

describe('the shell’s start-up chunk of shared libraries', () => {
  it('holds each library’s production build: no development checks and warnings ship to learners', () => {
    const sources = chunkSources('shared-libraries');
    expect(sources).toEqual(expect.arrayContaining([expect.stringMatching(/^node_modules\/.*\/react-router\//)]));
    expect(sources.filter((source) => /[/.]development[/.]/.test(source))).toEqual([]);
  });
});
