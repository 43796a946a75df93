// Notes as learners really paste them: bullet points, text copied from a PDF with its hard line
// breaks, and lessons in Spanish, French and Hindi each become a study set, in the notes' own
// language; a short note becomes a small set, and the validation page says so.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FULL_SET_ITEMS } from '@aayra/study-set/set-size';
import { generatedSet, openUpload, workloadEstimate } from './upload-files-support';

const notes = (name: string) =>
  readFileSync(new URL(`../../fixtures/study-notes/${name}`, import.meta.url), 'utf8');

// How a question in each language opens (or, for Hindi, its script).
const ENGLISH = /^(What|Which|Fill in the blank:|According to your notes)/;
const SPANISH = /^(¿|Completa el espacio:|Según tus apuntes)/;
const HINDI = /[\u0900-\u097F]/;
const FRENCH = /^(Complétez :|Quel terme|Laquelle|Quelle affirmation|D’après vos notes|Que disent)/;

const materials = [
  { name: 'bullet-notes-short.md', what: 'bullet-point lecture notes', language: 'en', wording: ENGLISH },
  { name: 'pdf-pasted-rock-cycle.txt', what: 'a passage pasted from a PDF with hard line breaks', language: 'en', wording: ENGLISH },
  { name: 'spanish-ciclo-del-agua.md', what: 'a Spanish lesson', language: 'es', wording: SPANISH },
  { name: 'hindi-saur-mandal.txt', what: 'a Hindi passage', language: 'hi', wording: HINDI },
  { name: 'french-la-cellule.md', what: 'French lecture notes', language: 'fr', wording: FRENCH },
];

for (const { name, what, language, wording } of materials) {
  test(`${what} pasted into a note becomes a study set in its language, as large as estimated`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = notes(name);
    const { learner, sessionId } = await openUpload(page, 'Notes', name.replace(/\.\w+$/, ''));
    await page.getByRole('textbox', { name: 'Note 1', exact: true }).fill(text);
    const estimate = await workloadEstimate(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/validation$/, { timeout: 60_000 });

    const set = await generatedSet(learner, sessionId);
    await expect(page.getByText(`Flashcard 1 of ${set.flashcards.length}`)).toBeVisible();
    expect(Math.abs(set.flashcards.length - estimate.cards)).toBeLessThanOrEqual(1);
    expect(Math.abs(set.quizquestions.length - estimate.questions)).toBeLessThanOrEqual(1);
    const { data } = await learner.client.from('studysets').select('language').eq('sessionid', sessionId).single();
    expect(data?.language).toBe(language);
    // The questions speak the notes' language, and nothing of the notes' markup reaches the learner.
    const questions = set.quizquestions.map((question) => question.question);
    expect(questions.filter((question) => !wording.test(question))).toEqual([]);
    if (language !== 'en') expect(questions.filter((question) => ENGLISH.test(question))).toEqual([]);
    const shown = [...set.flashcards.flatMap((card) => [card.front, card.back]), ...questions, ...set.quizquestions.flatMap((q) => q.options)];
    expect(shown.filter((item) => /\*\*|^\s*[-*•]\s|^\s*\d+[.)]\s|^#+\s/.test(item))).toEqual([]);
  });
}

/** Pastes one note, submits it and waits for the validation page: the set the server made. */
async function submittedNote(page: Page, subject: string, topic: string, name: string) {
  const { learner, sessionId } = await openUpload(page, subject, topic);
  await page.getByRole('textbox', { name: 'Note 1', exact: true }).fill(notes(name));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/validation$/, { timeout: 60_000 });
  return generatedSet(learner, sessionId);
}

test('a short note makes a small set, and the validation page says how small and what to do', async ({ page }) => {
  test.setTimeout(120_000);
  const set = await submittedNote(page, 'History', 'The Silk Road', 'history-silk-road-short.txt');
  expect(set.quizquestions.length).toBeGreaterThanOrEqual(3);
  expect(set.quizquestions.length).toBeLessThan(FULL_SET_ITEMS);
  const few = [
    ...(set.flashcards.length < FULL_SET_ITEMS ? [`${set.flashcards.length} flashcards`] : []),
    `${set.quizquestions.length} questions`,
  ];
  await expect(page.getByText(`This material gave ${few.join(' and ')}: add more notes for more.`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Flashcard 1 of ${set.flashcards.length}`)).toBeVisible();
});

test('a full set is not called small', async ({ page }) => {
  test.setTimeout(120_000);
  const set = await submittedNote(page, 'History', 'The Industrial Revolution', 'history-industrial-revolution.txt');
  expect(Math.min(set.flashcards.length, set.quizquestions.length)).toBeGreaterThanOrEqual(FULL_SET_ITEMS);
  await expect(page.getByText(`Flashcard 1 of ${set.flashcards.length}`)).toBeVisible();
  await expect(page.getByText(/^This material gave/)).toHaveCount(0);
});
