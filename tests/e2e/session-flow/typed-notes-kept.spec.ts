// Typed notes are kept with the session as the learner types: a reload right after a paste, a
// second device or a cleared browser finds them, and submitting the material removes them.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInPage, type TestLearner } from '../../support/learners';
import { openUpload } from './upload-files-support';

/** A pasted lecture of about 260 words, kept line by line as it was copied. */
function pastedLecture(): string {
  const lines = readFileSync(new URL('../../fixtures/study-notes/history-industrial-revolution.txt', import.meta.url), 'utf8').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (kept.join(' ').split(/\s+/).filter(Boolean).length >= 255) break;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/** The notes the session keeps for the learner, read through the learner's own client. */
async function sessionNotes(learner: TestLearner, sessionId: string) {
  const { data, error } = await learner.client.from('typednotedrafts').select('notes').eq('sessionid', sessionId);
  if (error) throw new Error(error.message);
  return data.map((row) => row.notes);
}

const noteField = (page: Page, n: number) => page.getByRole('textbox', { name: `Note ${n}`, exact: true });

test('a note pasted right before a reload is still there, and reaches the session', async ({ page }) => {
  test.setTimeout(120_000);
  const lecture = pastedLecture();
  expect(lecture.split(/\s+/).length).toBeGreaterThanOrEqual(250);
  const { learner, sessionId } = await openUpload(page, 'History', 'The Industrial Revolution');
  await noteField(page, 1).fill(lecture);
  // No pause: the reload comes before the save to the session is due.
  await page.reload();
  await expect(noteField(page, 1)).toHaveValue(lecture);
  await expect.poll(() => sessionNotes(learner, sessionId)).toEqual([[{ id: 'n1', text: lecture }]]);
});

test('notes typed on one device are there when the same session is opened on another', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const { learner, sessionId } = await openUpload(page, 'History', 'The Silk Road');
  await noteField(page, 1).fill('The Silk Road linked China with the Mediterranean.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await noteField(page, 2).fill('Caravans carried silk west and silver east.');
  await expect.poll(() => sessionNotes(learner, sessionId)).toHaveLength(1);
  await expect.poll(async () => JSON.stringify(await sessionNotes(learner, sessionId))).toContain('silver east');

  // A browser of its own: none of the first one's storage.
  const phone = await (await browser.newContext()).newPage();
  await signInPage(phone, learner);
  await phone.goto('/upload');
  await expect(phone.getByRole('heading', { name: 'Upload' })).toBeVisible();
  await expect(noteField(phone, 1)).toHaveValue('The Silk Road linked China with the Mediterranean.');
  await expect(noteField(phone, 2)).toHaveValue('Caravans carried silk west and silver east.');
  await phone.context().close();
});

test('submitting the notes removes them from the session and from the browser', async ({ page }) => {
  test.setTimeout(120_000);
  const lecture = pastedLecture();
  const { learner, sessionId } = await openUpload(page, 'History', 'Factories');
  await noteField(page, 1).fill(lecture);
  await expect.poll(() => sessionNotes(learner, sessionId)).toEqual([[{ id: 'n1', text: lecture }]]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/validation$/, { timeout: 60_000 });
  expect(await sessionNotes(learner, sessionId)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), `aayra.sessionFlow.uploadDraft.${sessionId}`)).toBeNull();
});
