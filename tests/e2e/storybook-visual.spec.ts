import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { listStories, openPreview, showStory, themes, type Theme } from './storybook-preview';

// Every story of the design system's built Storybook, pictured in both themes and compared with the
// accepted pictures in storybook-visual/ (named <story-id>-<theme>.png).
// Accept intended changes with `pnpm run storybook:accept-visuals` in tests/.

/**
 * How far a story may drift from its accepted picture. On one machine Chromium draws the same story
 * to the same pixels, so the budget is nearly zero: a pixel counts as changed when its colour moves
 * by more than threshold 0.01 (about 4 levels of red or green, 8 of blue), and a story fails when
 * more than 10 pixels change. Widening a button's padding by 1 px changes about 200 pixels, and
 * moving the primary colour 8 levels changes about 3,500; the token tests below prove both are caught.
 */
export const VISUAL_BUDGET = { threshold: 0.01, maxDiffPixels: 10 } as const;

/**
 * The one comparison every story goes through, in the real run and in the token test alike; the real
 * run passes expect.soft so one run lists every story that changed, not just the first.
 */
async function expectStoryAsAccepted(
  page: Page,
  storyId: string,
  theme: Theme,
  assert: typeof expect = expect,
): Promise<void> {
  // A story below a long one starts at the top, and no picture is taken before its fonts are in.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await assert(page).toHaveScreenshot(`${storyId}-${theme}.png`, {
    ...VISUAL_BUDGET,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
}

/** Opens the preview in a theme (motion reduced, so nothing is pictured mid-transition). */
async function openStill(page: Page, firstStoryId: string, theme: Theme, baseUrl?: string) {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
  await openPreview(page, firstStoryId, theme, baseUrl);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** True while `--update-snapshots` rewrites the references (the accept command). */
function acceptingChanges(): boolean {
  const mode = test.info().config.updateSnapshots;
  return mode === 'all' || mode === 'changed';
}

test.describe.configure({ mode: 'parallel' });

// Both themes at once, each in its own page: one page renders while the other's pictures are
// compared.
test('every design-system story looks as accepted in both themes', async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  await Promise.all(
    themes.map(async (theme) => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const stories = await listStories(page);
        expect(stories.length, 'Storybook lists stories').toBeGreaterThan(0);
        const [first] = stories;
        await openStill(page, first!.id, theme);
        for (const story of stories) {
          await test.step(`${theme}: ${story.title} / ${story.name}`, async () => {
            if (story !== first) await showStory(page, story.id);
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
            await expectStoryAsAccepted(page, story.id, theme, expect.soft);
          });
        }
      } finally {
        await context.close();
      }
    }),
  );
});

test('every accepted picture belongs to a story that still exists', async ({ page }) => {
  const ids = new Set((await listStories(page)).map((story) => story.id));
  const referenceDir = fileURLToPath(new URL('./storybook-visual/', import.meta.url));
  const files = await readdir(referenceDir).catch(() => [] as string[]);
  const pictures = files.filter((file) => file.endsWith('.png'));
  const orphans = pictures.filter((file) => !ids.has(file.replace(/-(light|dark)\.png$/, '')));
  if (acceptingChanges()) {
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
    test.skip(acceptingChanges(), 'a changed build must never become the accepted picture');
    const theme: Theme = 'light';
    const built = fileURLToPath(new URL('../../design-system/storybook-static', import.meta.url));
    const copy = await mkdtemp(join(tmpdir(), 'aayra-storybook-token-'));
    let server: ChildProcess | undefined;
    try {
      await cp(built, copy, { recursive: true });
      await changeFirstDeclaration(copy, change);
      const served = await serveFolder(copy);
      server = served.server;

      await openStill(page, change.storyId, theme);
      await expectStoryAsAccepted(page, change.storyId, theme);

      await openStill(page, change.storyId, theme, served.url);
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
