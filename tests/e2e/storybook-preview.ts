import { expect, test, type Page } from '@playwright/test';

// Driving the design system's built Storybook from a test: read its index, load the preview once
// per theme, switch stories inside it (as Storybook's test runner does, never reloading), and
// compare a story with its accepted picture.

/** The built Storybook of @aayra/design-system, served statically by the Playwright config. */
export const storybookUrl = (process.env.AAYRA_STORYBOOK_URL ?? 'http://127.0.0.1:6006').replace(
  /\/$/,
  '',
);

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** What the tests use of the preview's window: its event channel and its story store. */
export interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (...args: unknown[]) => void): void;
    off(event: string, listener: (...args: unknown[]) => void): void;
    emit(event: string, ...args: unknown[]): void;
  };
}

/** Every entry of the Storybook served at `baseUrl` of one type, in sidebar order. */
export async function indexEntries(
  page: Page,
  type: IndexEntry['type'],
  baseUrl = storybookUrl,
): Promise<IndexEntry[]> {
  const response = await page.request.get(`${baseUrl}/index.json`);
  expect(response.ok(), 'index.json is served').toBe(true);
  const index = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === type);
}

/**
 * Loads the preview once in a theme, on its first story, with motion reduced (the tokens then make
 * every duration 0 ms, so nothing is measured or pictured mid-fade). a11y.manual stops the addon's
 * own axe run colliding with the tests'.
 */
export async function openPreview(
  page: Page,
  firstStoryId: string,
  theme: Theme,
  baseUrl = storybookUrl,
): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
  const globals = `theme:${theme};a11y.manual:!true`;
  await page.goto(
    `${baseUrl}/iframe.html?id=${encodeURIComponent(firstStoryId)}&viewMode=story&globals=${globals}`,
  );
  // Fully rendered first story: asking the preview for the story it already shows renders nothing.
  await page.waitForFunction(() => {
    const body = document.body.classList;
    return (
      '__STORYBOOK_ADDONS_CHANNEL__' in window &&
      body.contains('sb-show-main') &&
      !body.contains('sb-show-preparing-story')
    );
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Switches stories inside the loaded preview (as Storybook's test runner does): no reload per story. */
export async function showStory(page: Page, storyId: string): Promise<void> {
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const settle = (result: string) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        };
        const listeners: Array<[string, (...args: unknown[]) => void]> = [
          ['storyRendered', (renderedId) => renderedId === id && settle('rendered')],
          ['storyErrored', (error) => settle(`errored: ${JSON.stringify(error)}`)],
          [
            'storyThrewException',
            (error) => settle(`threw: ${String((error as Error)?.message ?? error)}`),
          ],
          ['storyMissing', () => settle('missing')],
        ];
        for (const [event, listener] of listeners) channel.on(event, listener);
        setTimeout(() => settle('timed out'), 15_000);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  expect(outcome, `story ${storyId} renders`).toBe('rendered');
}

/**
 * How far a story may drift from its accepted picture. On one machine Chromium draws the same story
 * to the same pixels, so the budget is nearly zero: a pixel counts as changed when its colour moves
 * by more than threshold 0.01 (about 4 levels of red or green, 8 of blue), and a story fails when
 * more than 10 pixels change. Widening a button's padding by 1 px changes about 200 pixels, and
 * moving the primary colour 8 levels changes about 3,500; storybook-visual.spec.ts proves both are
 * caught.
 */
export const VISUAL_BUDGET = { threshold: 0.01, maxDiffPixels: 10 } as const;

/**
 * The one comparison every story goes through, in the real run and in the token tests alike; the
 * real run passes expect.soft so one run lists every story that changed, not just the first.
 * Pictures are named <story-id>-<theme>.png in storybook-visual/ (the project's snapshotPathTemplate).
 */
export async function expectStoryAsAccepted(
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

/** True while `--update-snapshots` rewrites the accepted pictures (`pnpm run storybook:accept-visuals`). */
export function acceptingPictures(): boolean {
  const mode = test.info().config.updateSnapshots;
  return mode === 'all' || mode === 'changed';
}
