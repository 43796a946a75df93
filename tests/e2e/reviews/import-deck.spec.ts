// A learner brings decks made elsewhere into their reviews: an Anki package (as the app's own
// export writes it, one with Anki review history, and one in Anki's newest format), a CSV and
// Quizlet's export text.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { addDays, completeSession, databaseToday, makePremium, reviewEntries } from './review-fixtures';

// SQLite for editing a package's collection the way Anki's scheduler would have left it (sql.js
// is the app's own dependency, for its Anki export).
const requireFromApp = createRequire(new URL('../../../mf-reviews/package.json', import.meta.url));
interface SqlDatabase {
  run(sql: string, params?: unknown[]): void;
  export(): Uint8Array<ArrayBuffer>;
  close(): void;
}
const initSqlJs = requireFromApp('sql.js') as () => Promise<{ Database: new (bytes: Uint8Array) => SqlDatabase }>;
// A real Zstandard compressor (the reference library in WebAssembly), as Anki's newest packages
// are compressed.
const zstd = createRequire(import.meta.url)('@bokuweb/zstd-wasm') as {
  init(): Promise<void>;
  compress(bytes: Uint8Array, level?: number): Uint8Array;
};

async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}

/**
 * Another learner's Geography deck, downloaded from Completed Sessions with the app's Anki export:
 * two question cards ("What is spaced repetition?"), which make no quiz question, and four terms.
 */
async function exportedAnkiDeck(browser: Browser): Promise<Buffer> {
  const author = await signUpLearner({ displayname: 'Deck Author' });
  const done = await completeSession(author.client, { subject: 'Geography', topic: 'Rivers', withStudySet: true });
  const { data: set } = await author.client.from('studysets').select('studysetid').eq('sessionid', done.sessionid).single();
  await author.client.from('flashcards').insert([
    { studysetid: set!.studysetid, position: 2, front: 'Delta', back: 'Land built where a river meets the sea' },
    { studysetid: set!.studysetid, position: 3, front: 'Tributary', back: 'A stream that joins a larger river' },
    { studysetid: set!.studysetid, position: 4, front: 'Estuary', back: 'Where fresh water meets the tide' },
    { studysetid: set!.studysetid, position: 5, front: 'Meander', back: 'A wide bend in the course of a river' },
  ]);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, author);
  await page.goto('/completed-sessions');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Geography flashcards for Anki' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  await context.close();
  return bytes;
}

/** The package with its first note's card reviewed in Anki: 20 days apart, last reviewed 15 days ago. */
async function withReviewHistory(apkg: Buffer, today: string): Promise<Buffer> {
  const entries = unzipSync(new Uint8Array(apkg));
  const SQL = await initSqlJs();
  const db = new SQL.Database(entries['collection.anki2']!);
  db.run(`update cards set type = 2, queue = 2, ivl = 20, factor = 2500, reps = 6, lapses = 1
          where nid = (select min(id) from notes)`);
  db.run(
    `insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type)
     select ?, id, -1, 3, 20, 8, 2500, 5000, 1 from cards where nid = (select min(id) from notes)`,
    [Date.parse(`${addDays(today, -15)}T09:00:00Z`)],
  );
  entries['collection.anki2'] = db.export();
  db.close();
  return Buffer.from(zipSync(entries));
}

/** Protobuf's length-delimited field: its key, its length, its bytes. */
const lengthDelimited = (field: number, bytes: Uint8Array) => [(field << 3) | 2, bytes.length, ...bytes];

/**
 * The package as Anki's newest export writes it ("Support older Anki versions" unticked): the
 * collection compressed with Zstandard as collection.anki21b, beside a stand-in collection.anki2
 * whose one note asks to update Anki; the media list is compressed protobuf, and the two images
 * it names are compressed under their numbers.
 */
async function inNewestFormat(apkg: Buffer): Promise<Buffer> {
  await zstd.init();
  const entries = unzipSync(new Uint8Array(apkg));
  const collection = entries['collection.anki2']!;
  const SQL = await initSqlJs();
  const standIn = new SQL.Database(collection);
  standIn.run('delete from notes where id <> (select min(id) from notes)');
  standIn.run('delete from cards where nid not in (select id from notes)');
  standIn.run(`update notes set flds = 'Please update to the latest Anki version, then import the .colpkg/.apkg file again.' || char(31)`);
  const legacy = standIn.export();
  standIn.close();
  const media = ['delta.webp', 'meander.webp'].map((name) => lengthDelimited(1, new Uint8Array([...lengthDelimited(1, strToU8(name)), 0x10, 4])));
  return Buffer.from(
    zipSync({
      'collection.anki2': legacy,
      'collection.anki21b': zstd.compress(collection, 3),
      media: zstd.compress(new Uint8Array(media.flat()), 3),
      '0': zstd.compress(new Uint8Array([0x52, 0x49, 0x46, 0x46]), 3),
      '1': zstd.compress(new Uint8Array([0x52, 0x49, 0x46, 0x46]), 3),
    }),
  );
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import a deck' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a deck' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function sessionsOf(learner: TestLearner) {
  const { data } = await learner.client.from('studysessions').select('sessionid, sessionname, status').order('createdat');
  return data ?? [];
}

test('a learner imports an Anki deck, one with review history, a CSV and a Quizlet set, and each comes due as Anki would have it or tomorrow', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const apkg = await exportedAnkiDeck(browser);
  const learner = await signUpLearner({ displayname: 'Importing Learner' });
  await makePremium(learner);
  const today = await databaseToday(learner.client);
  await signInPage(page, learner);

  // An empty Home offers importing beside starting a session.
  await page.goto('/');
  await page.getByRole('link', { name: 'Import a deck' }).click();
  await expect(page).toHaveURL(/\/completed-sessions\?import/);
  let dialog = page.getByRole('dialog', { name: 'Import a deck' });
  await expect(dialog).toBeVisible();

  // The app's own Anki export: read in a Web Worker, previewed, named from the deck.
  const worker = page.waitForEvent('worker');
  await dialog.getByLabel('Deck file').setInputFiles({ name: 'geography.apkg', mimeType: 'application/apkg', buffer: apkg });
  // The worker's script is one of this remote's chunks, found through its own public path.
  expect((await worker).url()).toMatch(/\/mf\/mf-reviews\/[^/]+\.js$/);
  await expect(dialog.getByRole('status')).toHaveText('6 cards, 4 questions');
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Geography');
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('Rivers from Anki');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoViolations(page, `import preview, ${theme}`);
  }
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Imported 6 cards and 4 questions into Geography - Rivers from Anki. Its first review is due tomorrow.',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: /Geography - Rivers from Anki #1/ })).toBeVisible();

  // The same deck after some weeks in Anki: the first review is due when Anki would show the card.
  dialog = await openImport(page);
  await dialog
    .getByLabel('Deck file')
    .setInputFiles({ name: 'geography.apkg', mimeType: 'application/apkg', buffer: await withReviewHistory(apkg, today) });
  await expect(dialog.getByText("Anki's review history comes along")).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('Rivers reviewed');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toContainText('Its first review is due when Anki would have shown it.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A CSV with a header row, keyboard only.
  dialog = await openImport(page);
  const csv = 'Term,Definition\nuno,one\ndos,two\ntres,three\ncuatro,four\n';
  await dialog.getByLabel('Deck file').setInputFiles({ name: 'Spanish numbers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('status')).toHaveText('4 cards, 4 questions');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Spanish');
  await dialog.getByRole('textbox', { name: 'Subject' }).press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Numbers');
  await dialog.getByRole('button', { name: 'Import' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Imported 4 cards and 4 questions into Spanish - Numbers.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Quizlet's export, with a comma between term and definition and a semicolon between rows.
  dialog = await openImport(page);
  await dialog.getByRole('radio', { name: 'Text from Quizlet' }).check();
  await dialog.getByRole('textbox', { name: 'Quizlet export' }).fill('rojo,red;azul,blue;verde,green;amarillo,yellow;negro');
  await dialog.getByRole('combobox', { name: 'Between term and definition' }).selectOption('Comma');
  await dialog.getByRole('combobox', { name: 'Between rows' }).selectOption('Semicolon');
  await dialog.getByRole('button', { name: 'Read the text' }).click();
  await expect(dialog.getByRole('status')).toHaveText('4 cards, 4 questions');
  await expect(dialog.getByText('1 card skipped: no definition after the separator.')).toBeVisible();
  await expectNoViolations(page, 'Quizlet preview, dark');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Spanish');
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('Colors');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toContainText('Imported 4 cards and 4 questions into Spanish - Colors.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // All four are completed sessions of the learner's, listed, with the reviews where they belong.
  for (const name of ['Geography - Rivers reviewed #1', 'Spanish - Numbers #1', 'Spanish - Colors #1'])
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  const sessions = await sessionsOf(learner);
  expect(sessions.map((s) => [s.sessionname, s.status])).toEqual([
    ['Geography - Rivers from Anki #1', 'completed'],
    ['Geography - Rivers reviewed #1', 'completed'],
    ['Spanish - Numbers #1', 'completed'],
    ['Spanish - Colors #1', 'completed'],
  ]);
  const firstDue = await Promise.all(
    sessions.map(async (s) => (await reviewEntries(learner.client, s.sessionid)).map((e) => [e.reviewstage, e.currentreviewduedate])),
  );
  const tomorrow = addDays(today, 1);
  expect(firstDue).toEqual([[[1, tomorrow]], [[1, addDays(today, 5)]], [[1, tomorrow]], [[1, tomorrow]]]);
  // The reviewed card starts from Anki's history; the others have no state until answered.
  const { data: states } = await learner.client.from('memorystates').select('sessionid, stability, answers, lapses, lastanswerday');
  expect(states).toEqual([
    { sessionid: sessions[1]!.sessionid, stability: 20, answers: 6, lapses: 1, lastanswerday: addDays(today, -15) },
  ]);
  const { data: quiz } = await learner.client
    .from('quizquestions')
    .select('question, options, correctoption, studysets!inner(sessionid)')
    .eq('studysets.sessionid', sessions[2]!.sessionid)
    .order('position');
  const first = quiz?.[0];
  const options = Array.isArray(first?.options) ? first.options.map(String) : [];
  expect(first?.question).toBe('Which term is defined as "one"?');
  expect([...options].sort()).toEqual(['cuatro', 'dos', 'tres', 'uno']);
  expect(options[first?.correctoption ?? -1]).toBe('uno');
});

test("a learner imports a deck from Anki's newest format, read from its compressed collection with its images said to be left out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const apkg = await inNewestFormat(await exportedAnkiDeck(browser));
  const learner = await signUpLearner({ displayname: 'Newest Anki Learner' });
  await makePremium(learner);
  await signInPage(page, learner);
  await page.goto('/completed-sessions');
  const dialog = await openImport(page);

  await dialog.getByLabel('Deck file').setInputFiles({ name: 'geography.apkg', mimeType: 'application/apkg', buffer: apkg });
  // The deck's six cards, not the stand-in's one note asking to update Anki.
  await expect(dialog.getByRole('status')).toHaveText('6 cards, 4 questions; 2 images or sounds left out');
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Geography');
  await expectNoViolations(page, 'newest-format preview');
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('Rivers from the newest Anki');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Imported 6 cards and 4 questions into Geography - Rivers from the newest Anki. Its first review is due tomorrow.',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: /Geography - Rivers from the newest Anki #1/ })).toBeVisible();

  const [session] = await sessionsOf(learner);
  const { data: cards } = await learner.client
    .from('flashcards')
    .select('front, back, studysets!inner(sessionid)')
    .eq('studysets.sessionid', session!.sessionid)
    .order('position');
  expect(cards?.map(({ front, back }) => [front, back])).toEqual([
    ['What is spaced repetition?', 'Reviewing at growing intervals'],
    ['What does Mastered mean?', 'All six reviews are done'],
    ['Delta', 'Land built where a river meets the sea'],
    ['Tributary', 'A stream that joins a larger river'],
    ['Estuary', 'Where fresh water meets the tide'],
    ['Meander', 'A wide bend in the course of a river'],
  ]);
});

test('bad decks are refused in one sentence and store nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await signUpLearner({ displayname: 'Careful Importer' });
  await signInPage(page, learner);
  await page.goto('/completed-sessions');
  const dialog = await openImport(page);
  const file = dialog.getByLabel('Deck file');
  const rows = (n: number) => Array.from({ length: n }, (_, i) => `term ${i},definition ${i}`).join('\n');
  // A zip bomb: a "collection" of 70 MB of zeros, packed into a few kilobytes.
  const bomb = Buffer.from(zipSync({ 'collection.anki2': new Uint8Array(70 * 1024 * 1024), media: strToU8('{}') }, { level: 9 }));
  expect(bomb.length).toBeLessThan(1024 * 1024);
  // In Anki's newest format: a collection that states 70 MB, and one cut short on the way.
  await zstd.init();
  const zstdBomb = Buffer.from(zipSync({ 'collection.anki21b': zstd.compress(new Uint8Array(70 * 1024 * 1024), 3) }));
  expect(zstdBomb.length).toBeLessThan(1024 * 1024);
  const cutShort = zstd.compress(strToU8('SQLite format 3\0'.repeat(4000)), 3).subarray(0, 40);
  const damaged = Buffer.from(zipSync({ 'collection.anki21b': cutShort, media: zstd.compress(new Uint8Array(0), 3) }));
  const cases: [string, { name: string; mimeType: string; buffer: Buffer }][] = [
    [
      "This file isn't an Anki deck, a CSV or a Quizlet export.",
      { name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) },
    ],
    ["This file isn't an Anki deck, a CSV or a Quizlet export.", { name: 'notes.apkg', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'notes.txt': strToU8('hello') })) }],
    ['This deck has no cards.', { name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('term,definition\n') }],
    ['This deck is over 10 MB.', { name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') }],
    ['This deck has more than 5,000 cards.', { name: 'long.csv', mimeType: 'text/csv', buffer: Buffer.from(rows(5001)) }],
    ['A CSV needs two columns: term and definition.', { name: 'words.csv', mimeType: 'text/csv', buffer: Buffer.from('mitosis\nmeiosis\n') }],
    ['This deck unpacks to more than 64 MB, so it was not read.', { name: 'bomb.apkg', mimeType: 'application/apkg', buffer: bomb }],
    ['This deck unpacks to more than 64 MB, so it was not read.', { name: 'newest-bomb.apkg', mimeType: 'application/apkg', buffer: zstdBomb }],
    ['This deck could not be read; it may be damaged.', { name: 'damaged.apkg', mimeType: 'application/apkg', buffer: damaged }],
  ];
  for (const [sentence, upload] of cases) {
    await file.setInputFiles(upload);
    await expect(dialog.getByRole('alert'), upload.name).toHaveText(sentence);
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  }
  await expectNoViolations(page, 'a refusal');

  // A partly readable deck says what it skipped and why, and imports the rest only when asked.
  await file.setInputFiles({ name: 'partly.csv', mimeType: 'text/csv', buffer: Buffer.from('uno,one\ndos,\n,three\ncuatro,four\n') });
  await expect(dialog.getByRole('status')).toHaveText('2 cards, 0 questions');
  await expect(dialog.getByText('2 cards skipped: a side is empty.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  expect(await sessionsOf(learner)).toEqual([]);
  for (const table of ['studysets', 'flashcards', 'quizquestions', 'reviewcycleentries', 'memorystates'] as const) {
    const { count } = await learner.client.from(table).select('*', { count: 'exact', head: true });
    expect(count, table).toBe(0);
  }
});
