import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { startValidatingSession } from './review-fixtures';

test('a formula in a flashcard shows as math, and prices stay words', async ({ page }) => {
  test.setTimeout(150_000);
  const learner = await signUpLearner({ displayname: 'Formula Learner' });
  const session = await startValidatingSession(learner.client, { subject: 'Physics', topic: 'Kinetic energy', withStudySet: true });
  const { data: set } = await learner.client.from('studysets').select('studysetid').eq('sessionid', session.sessionid).single();
  const { error } = await learner.client.from('flashcards').insert({
    studysetid: set!.studysetid,
    position: 2,
    front: 'A ticket costs $5 and a guide $10. What is the kinetic energy of a mass $m$ at speed $v$?',
    back: 'It is $\\frac{1}{2}mv^2$, in joules.',
  });
  expect(error).toBeNull();
  await signInPage(page, learner);

  await page.goto('/incomplete-sessions');
  await page.getByRole('button', { name: `Resume ${session.sessionname}` }).click();
  await expect(page).toHaveURL(/\/validation$/);
  await expect(page.getByText('Flashcard 1 of 3')).toBeVisible();
  const card = page.locator('button[aria-pressed]');
  // Text without a formula loads no renderer and shows as written.
  await expect(card.locator('math')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Flashcard 3 of 3')).toBeVisible();

  // The prices are words; $m$ and $v$ are math.
  const front = card.locator('[data-face="front"]');
  await expect(front).toContainText('A ticket costs $5 and a guide $10.');
  await expect(front.locator('math')).toHaveCount(2);

  await card.press('Enter');
  const back = card.locator('[data-face="back"]');
  const formula = back.locator('math');
  await expect(formula).toHaveCount(1);
  await expect(formula.locator('mfrac')).toHaveCount(1);
  // The LaTeX stays inside the MathML, and the browser draws the fraction as a fraction: the
  // numerator stacked above the denominator.
  await expect(formula.locator('annotation[encoding="application/x-tex"]')).toHaveText('\\frac{1}{2}mv^2');
  await expect(formula).toHaveAttribute('aria-label', '\\frac{1}{2}mv^2');
  const numerator = await formula.locator('mfrac > :first-child').boundingBox();
  const denominator = await formula.locator('mfrac > :last-child').boundingBox();
  expect(numerator!.y + numerator!.height).toBeLessThanOrEqual(denominator!.y + 1);
  await expect(back).toContainText('It is');
  await expect(back).toContainText(', in joules.');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
