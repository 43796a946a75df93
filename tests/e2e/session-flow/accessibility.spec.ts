import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import { createStudySession } from '../../support/study-sessions';
import {
  CURRENT_SESSION_KEY,
  expectAccessible,
  generateStudySetThroughApi,
  moveSessionThroughApi,
  startSessionThroughApi,
  studyMaterial,
  type ApiSession,
} from './session-flow-support';

/** Makes the session the browser's current one in the given phase, then opens the page. */
async function openInPhase(page: Page, session: ApiSession, status: string, path: string) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [CURRENT_SESSION_KEY, JSON.stringify({ ...session, status, reviewstage: 0, timerEndsAt: null, timerRemainingMs: null })],
  );
  await page.goto(path);
}

for (const theme of ['light', 'dark'] as const) {
  test(`every session-flow page passes axe in the ${theme} theme, from 360 to 1440 px`, async ({ page }) => {
    test.setTimeout(240_000);
    const learner = await signUpLearner({ displayname: `Axe ${theme}` });
    await signInPage(page, learner);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });

    await page.goto('/home');
    await expect(page.getByRole('link', { name: /Start New Session/ })).toContainText('(0/2 today)');
    await expectAccessible(page, 'home card');

    await page.goto('/new-session');
    await page.getByRole('button', { name: 'Start Session' }).click();
    await expect(page.getByText('Enter a subject of 1 to 100 characters.')).toBeVisible();
    await expectAccessible(page, 'new session with errors');

    const session = await startSessionThroughApi(learner, 'Economics', 'Markets and inflation');
    await openInPhase(page, session, 'focus_in_progress', '/focus-timer');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expectAccessible(page, 'focus timer');

    // Leaving by the bottom bar's Back asks first.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Back' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard Session' });
    await expect(discard).toBeVisible();
    const discardCheck = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(discardCheck.violations.map((violation) => violation.id), 'discard session question').toEqual([]);
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/focus-timer$/);

    await moveSessionThroughApi(learner, session.sessionid, 'uploading');
    await openInPhase(page, session, 'uploading', '/upload');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByRole('textbox', { name: 'Note 1', exact: true }).fill('Too short to study from.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText('too short');
    await expectAccessible(page, 'upload with errors');

    await generateStudySetThroughApi(learner, session.sessionid, studyMaterial('economics-supply-demand'));
    await openInPhase(page, session, 'validating', '/validation');
    await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
    await page.getByRole('main').getByRole('button', { pressed: false }).first().click();
    await expect(page.getByRole('main').getByRole('button', { pressed: true })).toBeVisible();
    await expectAccessible(page, 'flashcards');

    await page.getByRole('button', { name: 'Continue to Quiz' }).click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByText('Correct answer', { exact: true })).toBeVisible();
    await expectAccessible(page, 'answered question');

    await page.getByRole('button', { name: 'Edit Question' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Edit Question' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Question' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(violations.map((violation) => violation.id), 'edit question dialog').toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'See Summary' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz Performance' })).toBeVisible();
    await expectAccessible(page, 'summary');

    // One question of several answered: Take a Break asks first.
    await page.getByRole('button', { name: 'Take a Break' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Take a break with questions unanswered?' });
    await expect(confirm).toBeVisible();
    const dialogCheck = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(dialogCheck.violations.map((violation) => violation.id), 'take a break confirmation').toEqual([]);
    await confirm.getByRole('button', { name: 'Take a Break' }).click();
    await expect(page.getByRole('timer', { name: 'Break time remaining' })).toBeVisible();
    await expectAccessible(page, 'break timer');
    await page.getByRole('button', { name: 'Skip Break' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // A second session today reaches the free plan's daily limit: the form is disabled under why.
    await createStudySession(learner, 'completed');
    await page.goto('/new-session');
    await expect(page.getByRole('alert')).toHaveText('Session limit reached for today');
    await expect(page.getByLabel('Subject')).toBeDisabled();
    await expectAccessible(page, 'new session at the limit');
  });
}
