import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The built Storybook of @aayra/design-system, served statically by the Playwright config.
const storybookUrl = (process.env.AAYRA_STORYBOOK_URL ?? 'http://127.0.0.1:6006').replace(
  /\/$/,
  '',
);
const themes = ['light', 'dark'] as const;
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The preview is loaded once per theme, so axe is injected by the first analysis only; later ones
// pass a no-op source instead of re-evaluating ~600 KB of axe for each of a hundred-odd stories.
const AXE_ALREADY_INJECTED = 'void 0';

interface IndexEntry {
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

async function listStories(page: Page): Promise<IndexEntry[]> {
  const response = await page.request.get(`${storybookUrl}/index.json`);
  expect(response.ok(), 'index.json is served').toBe(true);
  const index = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Loads the preview once in a theme; a11y.manual stops the addon's own axe run colliding with ours. */
async function openPreview(page: Page, firstStoryId: string, theme: string): Promise<void> {
  const globals = `theme:${theme};a11y.manual:!true`;
  await page.goto(
    `${storybookUrl}/iframe.html?id=${encodeURIComponent(firstStoryId)}&viewMode=story&globals=${globals}`,
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
async function showStory(page: Page, storyId: string): Promise<void> {
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

test.describe.configure({ mode: 'parallel' });

for (const theme of themes) {
  test(`every design-system story passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(5 * 60_000);
    // Without motion, dialogs and toasts are measured in their final colours, not mid-fade.
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
    const stories = await listStories(page);
    expect(stories.length, 'Storybook lists stories').toBeGreaterThan(0);
    const [first] = stories;
    await openPreview(page, first!.id, theme);

    const failures: string[] = [];
    let axeInjected = false;
    for (const story of stories) {
      await test.step(`${story.title} / ${story.name}`, async () => {
        if (story !== first) await showStory(page, story.id);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Legacy mode runs axe in the page itself: the preview has no nested frames, and it is 3x faster
        // than the default, which opens a blank page per analysis to merge frame results.
        const axe = new AxeBuilder(
          axeInjected ? { page, axeSource: AXE_ALREADY_INJECTED } : { page },
        );
        const { violations } = await axe.withTags(wcagTags).setLegacyMode(true).analyze();
        axeInjected = true;
        for (const violation of violations) {
          const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
          failures.push(`${story.id} [${theme}] ${violation.id}: ${violation.help} (${targets})`);
        }
      });
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
