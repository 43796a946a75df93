import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fetchFrom } from '../../contract/support/addresses';
import { e2eBackend } from '../../support/backend';
import { nodeClient } from '../../support/node-client';
import { signUpLearner } from '../../support/learners';
import { completeSession } from './review-fixtures';

/** A network's one public address, of its own for each test (learners sign up from 127.1-250.x.y). */
function networkAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `127.253.${octet()}.${octet()}`;
}

/**
 * The visitor's browser behind that network's address: the app's calls reach the backend through
 * a proxy on this machine that says where they came from (X-Real-IP), as the CDN and gateway in
 * front of a hosted project do.
 */
async function behindNetwork(page: Page, address: string) {
  await page.route(`${e2eBackend().url}/rest/v1/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-real-ip': address } }),
  );
}

/** Someone else on that network tries made-up links, 20 of them: what guessing looks like. */
async function guessLinksFrom(address: string) {
  const { url, anonKey } = e2eBackend();
  const guesser = nodeClient(url, anonKey, { fetch: fetchFrom(address) });
  for (let i = 0; i < 20; i++) {
    const { data, error } = await guesser.rpc('shared_study_set', { token: `made-up-link-${i}-${Math.random().toString(36).slice(2)}` }).maybeSingle();
    expect({ data, error }).toEqual({ data: null, error: null });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`a visitor on a network that opened too many shared links is told to wait, a classmate elsewhere reads the set, in the ${theme} theme`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await signUpLearner({ displayname: 'Priya Sharer' });
    const done = await completeSession(owner.client, { subject: 'Memory Science', topic: 'Spacing', withStudySet: true });
    const { data: shared, error } = await owner.client.rpc('share_study_set', { session_id: done.sessionid });
    expect(error).toBeNull();
    const link = `/shared/${(shared as { token: string }).token}`;

    const address = networkAddress();
    await guessLinksFrom(address);

    // The visitor, on that network, opens the real link.
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await behindNetwork(page, address);
    await page.goto(link);
    const refusal = page.getByRole('alert');
    await expect(refusal.getByRole('heading', { name: 'Too many requests' })).toBeVisible();
    await expect(refusal).toContainText('Too many shared sets were opened from your network just now. Wait a few minutes, then try again.');
    await expect(page.getByRole('heading', { name: 'Memory Science · Spacing' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Trying again at once is refused the same way.
    await page.keyboard.press('Tab');
    const retry = refusal.getByRole('button', { name: 'Retry' });
    for (let presses = 0; presses < 20 && !(await retry.evaluate((button) => button === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(retry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(refusal.getByRole('heading', { name: 'Too many requests' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    // A classmate on another network opens the same link and reads the set.
    const classmateContext = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: theme, reducedMotion: 'reduce' });
    const classmate = await classmateContext.newPage();
    await behindNetwork(classmate, networkAddress());
    await classmate.goto(link);
    await expect(classmate.getByRole('heading', { level: 1, name: 'Memory Science · Spacing' })).toBeVisible();
    await expect(classmate.getByText('What is spaced repetition?')).toBeVisible();
    await classmateContext.close();
  });
}
