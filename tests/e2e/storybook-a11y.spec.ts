import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The built Storybook of @aayra/design-system, served statically by the Playwright config.
const storybookUrl = (process.env.AAYRA_STORYBOOK_URL ?? 'http://127.0.0.1:6006').replace(/\/$/, '');
const themes = ['light', 'dark'] as const;
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

async function listStories(page: Page): Promise<IndexEntry[]> {
  const response = await page.request.get(`${storybookUrl}/index.json`);
  expect(response.ok(), 'index.json is served').toBe(true);
  const index = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

async function renderStory(page: Page, id: string, theme: string): Promise<void> {
  // a11y.manual stops the Storybook addon's own axe run, which would collide with this one.
  const globals = `theme:${theme};a11y.manual:!true`;
  await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals}`);
  await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { state: 'attached' });
  await expect(page.locator('body'), `story ${id} renders without error`).not.toHaveClass(/sb-show-errordisplay/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

test.describe.configure({ mode: 'parallel' });

for (const theme of themes) {
  test(`every design-system story passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    // Without motion, dialogs and toasts are measured in their final colours, not mid-fade.
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
    const stories = await listStories(page);
    expect(stories.length, 'Storybook lists stories').toBeGreaterThan(0);

    const failures: string[] = [];
    for (const story of stories) {
      await test.step(`${story.title} / ${story.name}`, async () => {
        await renderStory(page, story.id, theme);
        const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        for (const violation of violations) {
          const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
          failures.push(`${story.id} [${theme}] ${violation.id}: ${violation.help} (${targets})`);
        }
      });
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
