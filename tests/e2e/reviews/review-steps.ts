// Drives the review page the way a learner does: flashcards, quiz, summary, then Complete Review.
import { expect, type Page } from '@playwright/test';

/** Answers every quiz question with the option `choose` picks, then opens the Summary. */
export async function workThroughReview(page: Page, choose: (question: string, options: string[]) => string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Flashcards' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Flashcards' }).locator('button[aria-pressed]');
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await card.press('Enter');
  await expect(card).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Next: Quiz' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Quiz' })).toBeFocused();
  const position = page.getByText(/^Question \d+ of \d+$/);
  const total = Number((await position.textContent())!.match(/of (\d+)/)![1]);
  for (let i = 1; i <= total; i += 1) {
    await expect(position).toHaveText(`Question ${i} of ${total}`);
    const group = page.getByRole('group');
    const question = (await group.locator('legend').textContent())!;
    const options = await group.getByRole('radio').evaluateAll((radios) =>
      radios.map((radio) => radio.parentElement?.querySelector('span')?.textContent ?? ''),
    );
    await group.getByRole('radio', { name: choose(question, options) }).check();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('radio').first()).toBeDisabled();
    if (i < total) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Next: Summary' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Performance' })).toBeVisible();
  return total;
}

/** Sets the browser's clock to noon of a day (YYYY-MM-DD), timers still running. */
export async function browserDay(page: Page, day: string) {
  await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
}
