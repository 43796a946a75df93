import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import {
  cacheCurrentSession,
  generateStudySetThroughApi,
  moveSessionThroughApi,
  startSessionThroughApi,
  studyMaterial,
} from '../session-flow/session-flow-support';

const phone = { width: 360, height: 800 };
const desktop = { width: 1440, height: 900 };

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** Each tab label shown whole: nothing cut inside the tab, and the tab inside the visible tab list. */
async function cutTabLabels(page: Page): Promise<string[]> {
  return page.getByRole('tablist').evaluateAll((lists) =>
    lists.flatMap((list) => {
      const shown = list.getBoundingClientRect();
      return Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          const cutInside = tab.scrollWidth > tab.clientWidth || tab.scrollHeight > tab.clientHeight;
          const cutByList = box.left < shown.left - 0.5 || box.right > shown.right + 0.5;
          return cutInside || cutByList;
        })
        .map((tab) => `${tab.textContent} (${tab.scrollWidth} > ${tab.clientWidth})`);
    }),
  );
}

const controls = 'button, a[href], input, select, textarea, [role="tab"]';

/**
 * Marks the controls the learner can see now: on screen, and on top at their centre (not under
 * the top bar or the bottom bar).
 */
async function markControlsInSight(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    let marked = 0;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      delete element.dataset.inSight;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (onTop && element.contains(onTop)) {
        element.dataset.inSight = 'true';
        marked += 1;
      }
    }
    return marked;
  }, controls);
}

/**
 * What the open toast lies over, from the boxes the browser laid out: any control still shown that
 * the learner could see a moment before it came (marked by markControlsInSight), and the bottom bar.
 * (Controls of the top bar that give way to the toast are hidden, not covered.)
 */
async function coveredByToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector<HTMLElement>('.aayra-toast[data-state="open"]');
    if (!toast) throw new Error('No toast is shown.');
    const t = toast.getBoundingClientRect();
    const overlaps = (box: DOMRect) => box.left < t.right && box.right > t.left && box.top < t.bottom && box.bottom > t.top;
    const seen = Array.from(document.querySelectorAll<HTMLElement>('[data-in-sight]')).filter((element) =>
      element.checkVisibility({ visibilityProperty: true }),
    );
    const bottomBar = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
    return [...seen, ...(bottomBar ? [bottomBar] : [])]
      .filter((element) => overlaps(element.getBoundingClientRect()))
      .map((element) => `${element.localName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

async function learnerWithStudySet(): Promise<{ learner: TestLearner; session: Awaited<ReturnType<typeof startSessionThroughApi>> }> {
  const learner = await signUpLearner({ displayname: 'Phone Learner' });
  const session = await startSessionThroughApi(learner, 'Economics', 'Markets and inflation');
  await moveSessionThroughApi(learner, session.sessionid, 'uploading');
  await generateStudySetThroughApi(learner, session.sessionid, studyMaterial('economics-supply-demand'));
  return { learner, session };
}

for (const theme of ['light', 'dark'] as const) {
  test(`validation and home at 360 and 1440 px in the ${theme} theme: tab labels whole, toasts over nothing`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const { learner, session } = await learnerWithStudySet();
    await signInPage(page, learner);
    await cacheCurrentSession(page, session, 'validating');
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });

    for (const [label, viewport] of [['360', phone], ['1440', desktop]] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/validation');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByRole('tab', { name: /^Flashcards/ }).click();
      // The first visit shows the first card; the second, the card added on the first.
      await expect(page.getByText(/^Flashcard \d+ of \d+$/)).toBeVisible();
      expect(await cutTabLabels(page), `tab labels at ${label} px`).toEqual([]);
      await expect(page.getByRole('tab', { name: 'Summary' })).toBeInViewport({ ratio: 1 });
      await attachScreenshot(page, testInfo, `validation-${theme}-${label}.png`);

      // Add a card: the toast leaves Continue to Quiz, every other control and the bottom bar clear.
      // It has the first card's sides, so the step shown after it is laid out as before.
      const cards = Number((await page.getByText(/^Flashcard \d+ of \d+$/).textContent())!.match(/of (\d+)/)![1]);
      const first = await learner.client.from('flashcards').select('front, back').order('position').limit(1).single();
      if (first.error) throw new Error(first.error.message);
      // The learner has scrolled to the end of the step, where Add Flashcard and Continue to Quiz both show.
      const continueToQuiz = page.getByRole('button', { name: 'Continue to Quiz' });
      await continueToQuiz.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      expect(await markControlsInSight(page)).toBeGreaterThan(3);
      await expect(continueToQuiz).toHaveAttribute('data-in-sight', 'true');
      await page.getByRole('button', { name: 'Add Flashcard' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Flashcard' });
      await dialog.getByLabel('Question side').fill(first.data.front);
      await dialog.getByLabel('Answer side').fill(first.data.back);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Flashcard ${cards + 1} of ${cards + 1}`)).toBeVisible();
      const toast = page.locator('.aayra-toast[data-state="open"]').filter({ hasText: 'Flashcard added' });
      await expect(toast).toBeVisible();
      // The step's primary action stays in sight: nothing (toast or bar) lies over its centre.
      expect(
        await continueToQuiz.evaluate((button) => {
          const box = button.getBoundingClientRect();
          return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
        `Continue to Quiz in sight at ${label} px`,
      ).toBe(true);
      // Read until the page has settled: on a busy machine the top bar gives way a frame after the
      // toast opens, and a learner sees only the settled page.
      await expect.poll(() => coveredByToast(page), { message: `under the toast at ${label} px`, timeout: 3000 }).toEqual([]);
      await attachScreenshot(page, testInfo, `validation-toast-${theme}-${label}.png`);

      // It takes the top bar's place: on a phone the whole bar gives way, on a wide screen the name.
      const stats = page.getByRole('button', { name: 'Aayra: open Study Stats' });
      if (label === '360') await expect(stats).toBeHidden();
      else await expect(stats).toBeVisible();
      await expect(page.getByTestId('display-name')).toBeHidden();

      // A pointer resting on it does not keep it: it leaves on its own timer (5 s), and the bar is back.
      await toast.hover();
      await expect(toast).toHaveCount(0, { timeout: 8_000 });
      await expect(stats).toBeVisible();
      await expect(page.getByTestId('display-name')).toHaveText('Phone Learner');

      // Every label stays whole on the other steps too (counts change as items are added).
      await page.getByRole('tab', { name: 'Summary' }).click();
      expect(await cutTabLabels(page), `tab labels on the summary at ${label} px`).toEqual([]);

      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: 'The Smarter way to Master more.' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Pending Reviews/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `home scrolls sideways at ${label} px`).toBeLessThanOrEqual(0);
      await attachScreenshot(page, testInfo, `home-${theme}-${label}.png`);
    }
  });
}

test('tab labels stay whole across phone widths 360 to 414 px', async ({ page }) => {
  test.setTimeout(120_000);
  const { learner, session } = await learnerWithStudySet();
  await signInPage(page, learner);
  await cacheCurrentSession(page, session, 'validating');
  await page.goto('/validation');
  await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
  for (const width of [360, 375, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await cutTabLabels(page), `tab labels at ${width} px`).toEqual([]);
    await expect(page.getByRole('tab', { name: 'Summary' })).toBeInViewport({ ratio: 1 });
  }
});
