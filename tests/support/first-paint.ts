import type { Locator, Page } from '@playwright/test';

/** Where an element sits on the page. */
export const box = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

/** Holds the app's first script back until `release` is called: the page has only its HTML till then. */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
