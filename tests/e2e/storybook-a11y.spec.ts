import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { listStories, openPreview, showStory, themes } from './storybook-preview';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The preview is loaded once per theme, so axe is injected by the first analysis only; later ones
// pass a no-op source instead of re-evaluating ~600 KB of axe for each of a hundred-odd stories.
const AXE_ALREADY_INJECTED = 'void 0';

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
