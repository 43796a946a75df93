import { expect, type Page } from '@playwright/test';

// Driving the design system's built Storybook from a test: list its stories, load the preview once
// per theme, then switch stories inside it (as Storybook's test runner does), never reloading.

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
}

interface PreviewChannel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

/** Every story (not docs page) of the Storybook served at `baseUrl`, in sidebar order. */
export async function listStories(page: Page, baseUrl = storybookUrl): Promise<IndexEntry[]> {
  const response = await page.request.get(`${baseUrl}/index.json`);
  expect(response.ok(), 'index.json is served').toBe(true);
  const index = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Loads the preview once in a theme; a11y.manual stops the addon's own axe run colliding with ours. */
export async function openPreview(
  page: Page,
  firstStoryId: string,
  theme: Theme,
  baseUrl = storybookUrl,
): Promise<void> {
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
}

/** Switches stories inside the loaded preview (as Storybook's test runner does): no reload per story. */
export async function showStory(page: Page, storyId: string): Promise<void> {
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: PreviewChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
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
