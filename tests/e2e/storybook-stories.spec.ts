import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  acceptingPictures,
  expectStoryAsAccepted,
  indexEntries,
  openPreview,
  showStory,
  themes,
  type Theme,
} from './storybook-preview';

// Every story of the design system's built Storybook, rendered once per theme and checked twice on
// that one render: axe (WCAG 2.2 AA), and its accepted picture in storybook-visual/.
// Accept intended look changes with `pnpm run storybook:accept-visuals` in tests/.

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The preview is loaded once per theme, so axe is injected by the first analysis only; later ones
// pass a no-op source instead of re-evaluating ~600 KB of axe for each of a hundred-odd stories.
const AXE_ALREADY_INJECTED = 'void 0';

/** The story's axe violations, one line each, naming the story, the theme and the elements. */
async function axeViolations(page: Page, storyId: string, theme: Theme, injected: boolean) {
  // Legacy mode runs axe in the page itself: the preview has no nested frames, and it is 3x faster
  // than the default, which opens a blank page per analysis to merge frame results. Only
  // violations are detailed: the passing nodes of every rule would be serialised for nothing.
  const { violations } = await new AxeBuilder(
    injected ? { page, axeSource: AXE_ALREADY_INJECTED } : { page },
  )
    // options() replaces every option, so it comes before withTags() sets the rules to run.
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode(true)
    .analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
    return `${storyId} [${theme}] ${violation.id}: ${violation.help} (${targets})`;
  });
}

test.describe.configure({ mode: 'parallel' });

for (const theme of themes) {
  test(`every design-system story passes axe and looks as accepted in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(8 * 60_000);
    // Accepting pictures is about the look alone: an axe failure must not hold back a new picture
    // (npm test still runs axe on every story).
    const checkAxe = !acceptingPictures();
    const stories = await indexEntries(page, 'story');
    expect(stories.length, 'Storybook lists stories').toBeGreaterThan(0);
    const [first] = stories;
    await openPreview(page, first!.id, theme);

    for (const story of stories) {
      await test.step(`${story.title} / ${story.name}`, async () => {
        if (story !== first) await showStory(page, story.id);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await test.step('looks as accepted', () =>
          expectStoryAsAccepted(page, story.id, theme, expect.soft));
        if (checkAxe) {
          await test.step('passes axe', async () => {
            const violations = await axeViolations(page, story.id, theme, story !== first);
            expect.soft(violations, `axe: ${violations.join('\n')}`).toEqual([]);
          });
        }
      });
    }
  });
}
