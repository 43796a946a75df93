import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  FILE_TOO_LARGE,
  notReallyA,
  PDF_SCANNED,
} from '../../../supabase/functions/_shared/study-file/study-file-messages.ts';
import {
  cellBiology,
  plainTextOf,
  printedNotes,
  waterCycle,
} from '../../fixtures/study-files/texts.mjs';
import { e2eBackend } from '../../support/backend';
import {
  chooseFiles,
  fileItem,
  fixtureFile,
  flat,
  generatedSet,
  longPdf,
  openUpload,
  storedFiles,
  watched,
  watchPage,
  workloadEstimate,
} from './upload-files-support';

const fixtures = [
  { fixture: cellBiology, mimeType: 'application/pdf', kind: 'PDF' },
  {
    fixture: waterCycle,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'Word document',
  },
  { fixture: printedNotes, mimeType: 'image/png', kind: 'PNG image' },
];

for (const { fixture, mimeType, kind } of fixtures) {
  test(`a ${kind} added on the File tab is read and becomes a study set quoting it, as large as estimated`, async ({
    page,
  }) => {
    // Reading text in a picture and generating the set are slow on two cores.
    test.setTimeout(240_000);
    const { learner, sessionId } = await openUpload(page, 'Science', fixture.title);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await chooseFiles(page, [await fixtureFile(fixture.file, mimeType)]);

    const item = fileItem(page, fixture.file);
    await expect(item.getByText(/^[\d,]+ words to study$/)).toBeVisible({ timeout: 180_000 });
    await expect(item.getByText(`${kind} · `, { exact: false })).toBeVisible();
    // The first lines shown are the file's own first words.
    const firstWords = flat(plainTextOf(fixture)).split(' ').slice(0, 4).join(' ');
    expect(flat((await item.locator('.sf-material__excerpt').textContent()) ?? '')).toContain(
      firstWords,
    );

    const [stored] = await storedFiles(learner, sessionId);
    expect(stored).toMatchObject({ title: fixture.file, mimetype: mimeType, textextracted: true });
    expect(stored!.storagepath).toMatch(new RegExp(`^${learner.session.user.id}/${sessionId}/`));
    const extracted = flat(stored!.content);
    for (const sentence of fixture.knownSentences) expect(extracted).toContain(flat(sentence));

    // Read without any request leaving Aayra: OCR's worker, engine and English data come from the remote itself.
    const origins = new Set([
      new URL(e2eBackend().appUrl).origin,
      new URL(e2eBackend().url).origin,
    ]);
    expect(
      requested.filter((url) => !/^(blob|data):/.test(url) && !origins.has(new URL(url).origin)),
    ).toEqual([]);
    if (fixture === printedNotes)
      expect(requested).toContainEqual(
        expect.stringMatching(/\/mf\/mf-session-flow\/ocr\/eng\.traineddata\.gz$/),
      );

    const estimate = await workloadEstimate(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/validation$/, { timeout: 60_000 });

    const set = await generatedSet(learner, sessionId);
    expect(Math.abs(set.flashcards.length - estimate.cards)).toBeLessThanOrEqual(1);
    expect(Math.abs(set.quizquestions.length - estimate.questions)).toBeLessThanOrEqual(1);
    for (const card of set.flashcards) expect(card.materialid).toBe(stored!.materialid);
    const quoted = [...set.flashcards, ...set.quizquestions]
      .map((entry) => flat(entry.sourcepassage))
      .join('\n');
    const known = fixture.knownSentences.filter((sentence) => quoted.includes(flat(sentence)));
    expect(known.length, `one of ${fixture.file}'s known sentences is quoted`).toBeGreaterThan(0);
  });
}

test('an image-only PDF is kept with one sentence saying why it is not studied, also after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { learner, sessionId } = await openUpload(page, 'Geography', 'Plate tectonics');
  await chooseFiles(page, [await fixtureFile('scanned-notes.pdf', 'application/pdf')]);
  const item = fileItem(page, 'scanned-notes.pdf');
  await expect(item.getByText(PDF_SCANNED)).toBeVisible({ timeout: 60_000 });
  await expect(item.getByText(/words to study/)).toHaveCount(0);
  expect(await storedFiles(learner, sessionId)).toMatchObject([
    { title: 'scanned-notes.pdf', content: '', textextracted: false, unreadablereason: PDF_SCANNED },
  ]);

  await page.reload();
  await page.getByRole('tab', { name: 'File' }).click();
  await expect(fileItem(page, 'scanned-notes.pdf').getByText(PDF_SCANNED)).toBeVisible();
});

test('a file over 10 MB and a renamed non-document are refused next to themselves; nothing else is lost', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { learner, sessionId } = await openUpload(page, 'Geography', 'The water cycle');
  await page
    .getByRole('textbox', { name: 'Note 1', exact: true })
    .fill('My own note about rivers and lakes.');

  const oversized = {
    name: 'lecture-recording.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32)]),
  };
  // A zip archive (not a Word document) renamed .pdf.
  const renamed = {
    name: 'holiday-photos.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048, 7)]),
  };
  await chooseFiles(page, [
    await fixtureFile(
      waterCycle.file,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ),
    oversized,
    renamed,
  ]);

  await expect(fileItem(page, 'lecture-recording.pdf').getByText(FILE_TOO_LARGE)).toBeVisible({
    timeout: 60_000,
  });
  await expect(fileItem(page, 'holiday-photos.pdf').getByText(notReallyA('a PDF'))).toBeVisible({
    timeout: 60_000,
  });
  await expect(fileItem(page, waterCycle.file).getByText(/words to study/)).toBeVisible({
    timeout: 60_000,
  });
  // Refused files are not stored: only the Word document is.
  expect((await storedFiles(learner, sessionId)).map((file) => file.title)).toEqual([
    waterCycle.file,
  ]);
  const { data: folder } = await learner.client.storage
    .from('study-materials')
    .list(`${learner.session.user.id}/${sessionId}`);
  expect(folder).toHaveLength(1);

  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // A refused file goes when the learner removes it.
  await page.getByRole('button', { name: 'Remove holiday-photos.pdf' }).click();
  await expect(fileItem(page, 'holiday-photos.pdf')).toHaveCount(0);

  // After a reload: the stored file and the typed note are still there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Note 1', exact: true })).toHaveValue(
    'My own note about rivers and lakes.',
  );
  await page.getByRole('tab', { name: 'File' }).click();
  await expect(fileItem(page, waterCycle.file).getByText(/words to study/)).toBeVisible();

  // Removing a stored file deletes its row and the stored file.
  await page.getByRole('button', { name: `Remove ${waterCycle.file}` }).click();
  await expect(fileItem(page, waterCycle.file)).toHaveCount(0);
  expect(await storedFiles(learner, sessionId)).toEqual([]);
  const { data: emptied } = await learner.client.storage
    .from('study-materials')
    .list(`${learner.session.user.id}/${sessionId}`);
  expect(emptied).toEqual([]);
});

test('a 50-page PDF is read in a worker: its progress shows, the page keeps answering and Submit waits for it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { learner, sessionId } = await openUpload(page, 'Biology', 'Photosynthesis');
  const pdf = {
    name: 'photosynthesis-course.pdf',
    mimeType: 'application/pdf',
    buffer: await longPdf(browser, 50),
  };
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await watchPage(page);
  // The PDF's row is held back until Submit has been tried: on a busy machine the worker can finish
  // reading before the clicks below land, and the page must still be waiting for the PDF then.
  let submitTried!: () => void;
  const heldUntilSubmit = new Promise<void>((resolve) => (submitTried = resolve));
  await page.route('**/rest/v1/studymaterials*', async (route) => {
    if (route.request().method() === 'POST') await heldUntilSubmit;
    await route.fallback();
  });
  await chooseFiles(page, [pdf]);

  const item = fileItem(page, pdf.name);
  await expect(item.getByText(/^Reading page \d+ of 50$/)).toBeVisible({ timeout: 60_000 });
  // While it is read, the learner can still switch tabs and type.
  await page.getByRole('tab', { name: 'Text' }).click();
  const note = page.getByRole('textbox', { name: 'Note 1', exact: true });
  await note.fill('Still typing.');
  await expect(note).toHaveValue('Still typing.');
  // Submitting now would build the set without the PDF: the page waits for it and says so.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Some material is still being added: wait until it shows what will be studied, then submit.',
  );
  await expect(page).toHaveURL(/\/upload$/);
  submitTried();
  await page.getByRole('tab', { name: 'File' }).click();
  await expect(item.getByText(/words to study/)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  const { labels } = await watched(page);
  expect(labels).toContain('Uploading');
  // Read off the page's own thread, by the worker this remote serves: the page kept drawing its
  // progress, page after page (read on the page's thread, it shows none of them).
  expect(
    workers.some((url) => url.includes('/mf/mf-session-flow/')),
    workers.join(' | '),
  ).toBe(true);
  const pagesShown = new Set(labels.filter((label) => /^Reading page \d+ of 50$/.test(label)));
  expect(pagesShown.size, labels.join(' | ')).toBeGreaterThanOrEqual(3);
  expect((await storedFiles(learner, sessionId))[0]).toMatchObject({
    title: pdf.name,
    textextracted: true,
  });
});
