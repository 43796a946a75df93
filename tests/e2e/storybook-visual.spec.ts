import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  acceptingPictures,
  expectStoryAsAccepted,
  indexEntries,
  openPreview,
  type Theme,
} from './storybook-preview';
import { freePort } from '../support/free-port';

// The visual comparison itself (storybook-stories.spec.ts pictures every story with it): accepted
// pictures belong to stories that exist, and a designer's change to a token fails it.

test.describe.configure({ mode: 'parallel' });

test('every accepted picture belongs to a story that still exists', async ({ page }) => {
  const ids = new Set((await indexEntries(page, 'story')).map((story) => story.id));
  const referenceDir = fileURLToPath(new URL('./storybook-visual/', import.meta.url));
  const files = await readdir(referenceDir).catch(() => [] as string[]);
  const pictures = files.filter((file) => file.endsWith('.png'));
  const orphans = pictures.filter((file) => !ids.has(file.replace(/-(light|dark)\.png$/, '')));
  if (acceptingPictures()) {
    // Accepting a renamed or removed story also drops its old pictures.
    await Promise.all(orphans.map((file) => rm(join(referenceDir, file))));
    return;
  }
  expect(orphans, 'pictures of stories that no longer exist (accept to remove)').toEqual([]);
});

/** A token value changed in a copy of the built Storybook, as a designer's edit to tokens.css would. */
interface TokenChange {
  what: string;
  token: string;
  change: (value: string) => string;
  storyId: string;
}

const tokenChanges: TokenChange[] = [
  {
    what: 'the primary colour, 8 levels redder',
    token: '--aayra-color-primary',
    change: (hex) => shiftRed(hex, 8),
    storyId: 'actions-button--primary',
  },
  {
    what: "a button's side padding, 1 px wider",
    token: '--aayra-space-4',
    change: (value) => `calc(${value} + 1px)`,
    storyId: 'actions-button--primary',
  },
];

for (const change of tokenChanges) {
  test(`changing ${change.what} fails the visual comparison; the accepted build passes`, async ({
    page,
  }) => {
    test.skip(acceptingPictures(), 'a changed build must never become the accepted picture');
    const theme: Theme = 'light';
    const built = fileURLToPath(new URL('../../design-system/storybook-static', import.meta.url));
    const copy = await mkdtemp(join(tmpdir(), 'aayra-storybook-token-'));
    let server: ChildProcess | undefined;
    try {
      await cp(built, copy, { recursive: true });
      await changeFirstDeclaration(copy, change);
      const served = await serveFolder(copy);
      server = served.server;

      await openPreview(page, change.storyId, theme);
      await expectStoryAsAccepted(page, change.storyId, theme);

      await openPreview(page, change.storyId, theme, served.url);
      const mismatch = await expectStoryAsAccepted(page, change.storyId, theme).then(
        () => 'matched the accepted picture',
        (error: Error) => error.message,
      );
      test
        .info()
        .annotations.push({ type: 'mismatch', description: mismatch.split('\n')[2] ?? '' });
      expect(mismatch).toMatch(
        /pixels \(ratio [\d.]+ of all image pixels\) are different|Expected an image/,
      );
    } finally {
      server?.kill();
      await rm(copy, { recursive: true, force: true });
    }
  });
}

/** Rewrites the first (light theme) declaration of a token in the built preview's scripts. */
async function changeFirstDeclaration(folder: string, change: TokenChange): Promise<void> {
  const assets = join(folder, 'assets');
  const declaration = new RegExp(`${change.token}:\\s*([^;]+);`);
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    const source = await readFile(join(assets, file), 'utf8');
    const found = declaration.exec(source);
    if (!found) continue;
    const changed = `${change.token}: ${change.change(found[1]!.trim())};`;
    await writeFile(join(assets, file), source.replace(found[0], changed));
    return;
  }
  throw new Error(`${change.token} is not declared in the built Storybook`);
}

function shiftRed(hex: string, levels: number): string {
  expect(hex, 'a #rrggbb colour').toMatch(/^#[0-9a-f]{6}$/i);
  const red = parseInt(hex.slice(1, 3), 16);
  const shifted = red + levels <= 255 ? red + levels : red - levels;
  return `#${shifted.toString(16).padStart(2, '0')}${hex.slice(3)}`;
}

/** Serves a folder with the same static server the Playwright config uses for the real build. */
async function serveFolder(folder: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const script = fileURLToPath(new URL('../../tooling/scripts/serve-static.mjs', import.meta.url));
  const server = spawn(process.execPath, [script, '--dir', folder, '--port', String(port)], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/index.json`).catch(() => null))?.ok ?? false)
    .toBe(true);
  return { url, server };
}

