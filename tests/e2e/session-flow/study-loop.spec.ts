import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpLearner } from '../../support/learners';
import {
  CURRENT_SESSION_KEY,
  notificationsShown,
  recordNotificationsAndSound,
  sessionStatus,
  setTabHidden,
  studyMaterial,
  tonesPlayed,
  utcDate,
} from './session-flow-support';

/** Seconds left on a countdown, read the way the learner reads it (mm:ss). */
async function secondsLeft(page: Page, name: string): Promise<number> {
  const text = (await page.getByRole('timer', { name }).textContent()) ?? '';
  const [, minutes = '0', seconds = '0'] = /(\d+):(\d\d)/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

interface StoredQuestion {
  questionid: string;
  position: number;
  question: string;
  options: string[];
  correctoption: number;
}

test('a learner focuses 25 minutes, studies the generated set, takes the break and is due for review tomorrow', async ({ page }) => {
  test.setTimeout(180_000);
  const learner = await signUpLearner({ displayname: 'Loop Learner' });
  await recordNotificationsAndSound(page);
  await page.clock.install();
  await signInPage(page, learner);

  await page.goto('/home');
  const startCard = page.getByRole('link', { name: 'Start New Session' });
  await expect(startCard).toContainText('Begin a focused study session (0/2 today)');
  await startCard.click();

  await expect(page.getByRole('heading', { name: 'New Session' })).toBeVisible();
  await expect(page.getByLabel('Focus minutes')).toHaveValue('25');
  await expect(page.getByLabel('Break minutes')).toHaveValue('5');
  await page.getByLabel('Subject').fill('Biology');
  await page.getByLabel('Topic').fill('Photosynthesis');
  await page.getByRole('button', { name: 'Start Session' }).click();

  // Focus: the time left is computed from the stored deadline.
  await expect(page).toHaveURL(/\/focus-timer$/);
  await expect(page.getByText('Biology - Photosynthesis #1')).toBeVisible();
  const focus = 'Focus time remaining';
  expect(await secondsLeft(page, focus)).toBeGreaterThan(24 * 60 + 50);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { sessionid: string }, CURRENT_SESSION_KEY);
  const sessionId = stored.sessionid;

  await page.getByRole('button', { name: 'Pause' }).click();
  const pausedAt = await secondsLeft(page, focus);
  await page.clock.fastForward('03:00');
  expect(await secondsLeft(page, focus)).toBe(pausedAt);
  await page.getByRole('button', { name: 'Resume' }).click();

  // Ten minutes in another tab: the deadline does not move.
  await setTabHidden(page, true);
  await page.clock.fastForward('10:00');
  await setTabHidden(page, false);
  await expect.poll(() => secondsLeft(page, focus)).toBeLessThanOrEqual(pausedAt - 600);
  expect(await secondsLeft(page, focus)).toBeGreaterThan(pausedAt - 620);

  // A reload in the middle resumes the same countdown.
  const beforeReload = await secondsLeft(page, focus);
  await page.reload();
  await expect(page.getByRole('timer', { name: focus })).toBeVisible();
  const afterReload = await secondsLeft(page, focus);
  expect(afterReload).toBeLessThanOrEqual(beforeReload);
  expect(afterReload).toBeGreaterThan(beforeReload - 20);
  // The browser lets the reloaded page ring the alarm only after the learner's next click.
  await expect(page.getByText('Click or press any key to turn on the alarm.')).toBeVisible();
  await page.getByRole('heading', { name: 'Focus Timer' }).click();
  await expect(page.getByText('Click or press any key to turn on the alarm.')).toHaveCount(0);

  // The five-minute warning fires as 300 s left is crossed, once.
  await page.clock.fastForward((afterReload - 303) * 1000);
  await expect.poll(() => secondsLeft(page, focus)).toBeGreaterThan(300);
  expect(await notificationsShown(page)).toEqual([]);
  await page.clock.runFor(6000);
  await expect(page.getByText('⏳ 5 minutes left')).toBeVisible();
  await expect(page.getByText('Wrap it up strong!')).toBeVisible();
  expect(await notificationsShown(page)).toEqual([{ title: '⏳ 5 minutes left', body: 'Wrap it up strong!' }]);

  // At zero: the alarm, status uploading, then /upload.
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/upload$/);
  expect(await tonesPlayed(page)).toBeGreaterThan(0);
  expect(await sessionStatus(learner, sessionId)).toBe('uploading');
  expect((await notificationsShown(page)).map((shown) => shown.title)).toEqual(['⏳ 5 minutes left', '⏰ Focus time is over']);

  // Upload two notes (a third one added and removed again).
  const paragraphs = studyMaterial('biology-photosynthesis').split(/\n\s*\n/);
  const half = Math.ceil(paragraphs.length / 2);
  await page.getByRole('textbox', { name: 'Note 1', exact: true }).fill(paragraphs.slice(0, half).join('\n\n'));
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page.getByRole('textbox', { name: 'Note 2', exact: true }).fill(paragraphs.slice(half).join('\n\n'));
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page.getByRole('textbox', { name: 'Note 3', exact: true }).fill('A note I do not want after all.');
  await page.getByRole('button', { name: 'Remove note 3' }).click();
  await expect(page.getByRole('textbox', { name: 'Note 3', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/validation$/, { timeout: 30_000 });
  expect(await sessionStatus(learner, sessionId)).toBe('validating');
  const materials = await learner.client.from('studymaterials').select('title').eq('sessionid', sessionId);
  expect((materials.data ?? []).map((row) => row.title).sort()).toEqual(['Note 1', 'Note 2']);

  const { data: set } = await learner.client
    .from('studysets')
    .select('flashcards(flashcardid, position, front, back), quizquestions(questionid, position, question, options, correctoption)')
    .eq('sessionid', sessionId)
    .single();
  const cards = [...(set?.flashcards ?? [])].sort((a, b) => a.position - b.position);
  const questions = ([...(set?.quizquestions ?? [])] as StoredQuestion[]).sort((a, b) => a.position - b.position);
  expect(cards.length).toBeGreaterThanOrEqual(3);
  expect(questions.length).toBeGreaterThanOrEqual(3);

  // Flashcards: flip by click, Space and Enter; Previous/Next; edit one, drop one.
  await expect(page.getByText(`Flashcard 1 of ${cards.length}`)).toBeVisible();
  // The card's name is the face it shows: the question, then the answer once flipped.
  const question = page.getByRole('button', { name: cards[0]!.front, pressed: false });
  const answer = page.getByRole('button', { name: cards[0]!.back, pressed: true });
  await question.click();
  await expect(answer).toBeVisible();
  await answer.press('Space');
  await expect(question).toBeVisible();
  await question.press('Enter');
  await expect(answer).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Flashcard 2 of ${cards.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`Flashcard 1 of ${cards.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Edit Flashcard' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Flashcard' });
  await editor.getByLabel('Answer side').fill('My own answer, in my words');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByText('My own answer, in my words')).toBeAttached();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Drop Flashcard' }).click();
  await expect(page.getByText(`Flashcard 3 of ${cards.length - 1}`)).toBeVisible();

  // Quiz: the first answer wrong, the rest right; answers lock.
  await page.getByRole('button', { name: 'Continue to Quiz' }).click();
  for (const [index, question] of questions.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${questions.length}`)).toBeVisible();
    const choice = index === 0 ? (question.correctoption + 1) % 4 : question.correctoption;
    await page.getByRole('radio', { name: question.options[choice]!, exact: true }).check();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    if (index === 0) {
      await expect(page.getByText('Your answer: wrong')).toBeVisible();
      await expect(page.getByText('Correct answer', { exact: true })).toBeVisible();
      await expect(page.getByText('Not quite.')).toBeVisible();
      for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();
    } else {
      await expect(page.getByText('Correct!')).toBeVisible();
    }
    if (index < questions.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }

  // Summary with the score texts.
  await page.getByRole('button', { name: 'See Summary' }).click();
  const correct = questions.length - 1;
  const percent = Math.round((correct / questions.length) * 100);
  await expect(page.getByRole('heading', { name: 'Quiz Performance' })).toBeVisible();
  await expect(page.getByText(`${percent}%`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${correct} out of ${questions.length} correct`)).toBeVisible();
  await expect(page.getByText(percent >= 80 ? 'Excellent work!' : 'Good job! Keep practicing.')).toBeVisible();

  // Take a Break stores the shaped set and the answers.
  await page.getByRole('button', { name: 'Take a Break' }).click();
  await expect(page).toHaveURL(/\/break-timer$/);
  expect(await sessionStatus(learner, sessionId)).toBe('break_in_progress');
  const answers = await learner.client.from('quizanswers').select('iscorrect').eq('reviewstage', 0);
  expect((answers.data ?? []).filter((answer) => answer.iscorrect)).toHaveLength(correct);
  expect(answers.data).toHaveLength(questions.length);
  const savedCards = await learner.client.from('flashcards').select('flashcardid, back');
  expect(savedCards.data).toHaveLength(cards.length - 1);
  expect(savedCards.data?.find((card) => card.flashcardid === cards[1]!.flashcardid)?.back).toBe('My own answer, in my words');
  expect(savedCards.data?.some((card) => card.flashcardid === cards[2]!.flashcardid)).toBe(false);

  // Break: at zero the session completes, is cleared, and the learner is home.
  expect(await secondsLeft(page, 'Break time remaining')).toBeGreaterThan(4 * 60 + 50);
  await page.clock.fastForward('05:00');
  await expect(page.getByText('Completing session...')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await sessionStatus(learner, sessionId)).toBe('completed');
  expect(await page.evaluate((key) => localStorage.getItem(key), CURRENT_SESSION_KEY)).toBe('null');
  const reviews = await learner.client.from('reviewcycleentries').select('reviewstage, status, currentreviewduedate').eq('sessionid', sessionId);
  expect(reviews.data).toEqual([{ reviewstage: 1, status: 'pending', currentreviewduedate: utcDate(1) }]);
  await expect(page.getByRole('link', { name: 'Start New Session' })).toContainText('Begin a focused study session (1/2 today)');
});
