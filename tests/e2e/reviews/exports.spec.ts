// Taking a session's work away: its report as a PDF, its and its subject's flashcards for Anki and
// as CSV, and all of the learner's data as JSON, each read back from the downloaded file.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { readAnkiPackage } from 'anki-reader';
import { extractText, getDocumentProxy } from 'unpdf';
import { adminClient } from '../../support/backend';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { completeSession, databaseToday, makePremium, reviewEntries, sampleQuestions, startValidatingSession } from './review-fixtures';

test.use({ timezoneId: 'UTC' });

function check<T>({ data, error }: { data: T; error: unknown }): NonNullable<T> {
  if (error || data === null || data === undefined) throw new Error(`Arranging test data failed: ${JSON.stringify(error)}`);
  return data;
}

/** A card whose text needs quoting in CSV and escaping in Anki. */
const trickyCard = { front: 'Say "delta", twice', back: 'Line one\nline two, & <more>' };
const lakeCard = { front: 'The deepest lake?', back: 'Baikal' };

/**
 * A learner with a completed Geography session (study set plus the tricky card), validation
 * answered (first question wrong, second right) and review 1 completed (first right, second
 * wrong, flashcards self-graded), so the session has memory states and a predicted recall.
 */
async function arrangeLearner(learner: TestLearner) {
  const { client } = learner;
  await makePremium(learner);
  const session = await startValidatingSession(client, { subject: 'Geography', topic: 'Rivers', withStudySet: true });
  const set = check(await client.from('studysets').select('studysetid').eq('sessionid', session.sessionid).single());
  check(await client.from('flashcards').insert({ studysetid: set.studysetid, position: 2, ...trickyCard }).select('flashcardid'));
  const questions = check(
    await client.from('quizquestions').select('questionid, question').eq('studysetid', set.studysetid).order('position'),
  );
  const [first, second] = questions;
  check(
    await client
      .from('quizanswers')
      .insert([
        { questionid: first!.questionid, chosenoption: 1, reviewstage: 0 },
        { questionid: second!.questionid, chosenoption: 3, reviewstage: 0 },
      ])
      .select('answerid'),
  );
  for (const status of ['break_in_progress', 'completed'] as const) {
    check(await client.from('studysessions').update({ status }).eq('sessionid', session.sessionid).select('sessionid'));
  }
  // The database decides what is due on its own clock, which the tests share: the service role
  // makes this one review due today instead.
  const [entry] = await reviewEntries(client, session.sessionid);
  check(
    await adminClient()
      .from('reviewcycleentries')
      .update({ currentreviewduedate: await databaseToday(client) })
      .eq('entryid', entry!.entryid)
      .select('entryid'),
  );
  const cards = check(await client.from('flashcards').select('flashcardid').eq('studysetid', set.studysetid));
  check(
    await client.rpc('complete_review', {
      entry_id: entry!.entryid,
      answers: [
        { questionid: first!.questionid, chosenoption: 0 },
        { questionid: second!.questionid, chosenoption: 0 },
      ],
      grades: cards.map((card) => ({ flashcardid: card.flashcardid, grade: 3 })),
    }),
  );
  // A second session of the subject, for the subject's export, with a card of its own.
  const another = await startValidatingSession(client, { subject: 'Geography', topic: 'Lakes', withStudySet: true });
  const anotherSet = check(await client.from('studysets').select('studysetid').eq('sessionid', another.sessionid).single());
  check(await client.from('flashcards').insert({ studysetid: anotherSet.studysetid, position: 2, ...lakeCard }).select('flashcardid'));
  for (const status of ['break_in_progress', 'completed'] as const) {
    check(await client.from('studysessions').update({ status }).eq('sessionid', another.sessionid).select('sessionid'));
  }
  return { session, another };
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** RFC 4180 rows, quoted fields and all. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const c = csv[i]!;
    if (quoted && c === '"' && csv[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && csv[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return rows;
}

const fromAnkiHtml = (html: string) =>
  html.replace(/<br>/g, '\n').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}

test('a completed session’s report, its and its subject’s flashcards, and all the learner’s data download and read back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [learner, other] = await Promise.all([
    signUpLearner({ displayname: 'Exporter', timezone: 'UTC' }),
    signUpLearner({ displayname: 'Someone Else', timezone: 'UTC' }),
  ]);
  const otherSession = await completeSession(other.client, { subject: 'Geography', topic: 'Deltas', withStudySet: true });
  const { session, another } = await arrangeLearner(learner);
  const row = check(
    await learner.client
      .from('studysessions')
      .select('sessionname, focusdurationminutes, breakdurationminutes')
      .eq('sessionid', session.sessionid)
      .single(),
  );
  const recall = check(await learner.client.rpc('get_recall')).find((r) => r.scope === 'session' && r.sessionid === session.sessionid);
  expect(recall?.recall).toBeGreaterThan(0);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signInPage(page, learner);
  await page.goto(`/review/${session.sessionid}`);
  await expect(page.getByRole('heading', { level: 1, name: session.sessionname })).toBeVisible();
  const exports = page.getByRole('group', { name: 'Take this session with you' });
  await expect(exports.getByRole('button', { name: 'Download report' })).toBeVisible();

  // The PDF and Anki libraries are not among the page's scripts until a download asks for them.
  expect(scripts.filter((url) => /needs-network-(session-report|anki-deck)/.test(url))).toEqual([]);

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoViolations(page, `review page with its exports, ${theme}`);
  }

  // The report, asked for from the keyboard.
  const report = await downloaded(page, () => exports.getByRole('button', { name: 'Download report' }).press('Enter'));
  expect(report.download.suggestedFilename()).toMatch(/^aayra-[a-z0-9-]+-report\.pdf$/);
  expect(scripts.some((url) => /needs-network-session-report/.test(url))).toBe(true);
  const text = await pdfText(report.bytes);
  const [first, second] = sampleQuestions;
  for (const expected of [
    row.sessionname,
    'Subject: Geography',
    'Topic: Rivers',
    `Focus: ${row.focusdurationminutes} minutes`,
    `Break: ${row.breakdurationminutes} minute`,
    `Predicted recall today: ${Math.round(recall!.recall! * 100)}%`,
    'Reviews come back at growing intervals: 1, 3, 7, 14, 30 and 90 days.',
    'Front: What is spaced repetition?',
    'Back: Reviewing at growing intervals',
    'Front: What does Mastered mean?',
    'Back: All six reviews are done',
    'Front: Say "delta", twice',
    `1. ${first.question}`,
    `2. ${second.question}`,
    'Correct answer: A. The next day',
    'Correct answer: D. 90 days',
    'Validation: B. After a week (wrong)',
    'Review 1: A. The next day (right)',
    'Validation: D. 90 days (right)',
    'Review 1: A. 14 days (wrong)',
    'Validation: 1 of 2 correct (50%)',
    'Review 1: 1 of 2 correct (50%)',
  ]) {
    expect(text, expected).toContain(expected);
  }
  expect(text).toMatch(/Created: \S+/);
  expect(text).toMatch(/Completed: \S+/);

  // The session's flashcards as an Anki deck, opened with an Anki reader.
  const deck = await downloaded(page, () => exports.getByRole('button', { name: 'Flashcards for Anki' }).click());
  expect(deck.download.suggestedFilename()).toMatch(/\.apkg$/);
  const { collection } = await readAnkiPackage(new Blob([new Uint8Array(deck.bytes)]));
  const decks = Object.values(collection.getDecks());
  const ankiCards = decks.flatMap((d) => Object.values(d.getCards()));
  expect(ankiCards.map((card) => [fromAnkiHtml(card.getFront()), fromAnkiHtml(card.getBack())]).sort()).toEqual(
    [
      ['What is spaced repetition?', 'Reviewing at growing intervals'],
      ['What does Mastered mean?', 'All six reviews are done'],
      [trickyCard.front, trickyCard.back],
    ].sort(),
  );
  expect(decks.map((d) => d.getRawDeck().name)).toContain(`Aayra::Geography::${session.sessionname}`);

  // The session's flashcards as CSV.
  const sessionCsv = await downloaded(page, () => exports.getByRole('button', { name: 'Flashcards as CSV' }).click());
  expect(sessionCsv.download.suggestedFilename()).toMatch(/\.csv$/);
  const source = `${session.sessionname}, Geography, Rivers`;
  expect(parseCsv(sessionCsv.bytes.toString('utf8'))).toEqual([
    ['front', 'back', 'source'],
    ['What is spaced repetition?', 'Reviewing at growing intervals', source],
    ['What does Mastered mean?', 'All six reviews are done', source],
    [trickyCard.front, trickyCard.back, source],
  ]);

  // The subject's flashcards, from Completed Sessions: both of the learner's Geography sessions,
  // none of the other learner's.
  await page.goto('/completed-sessions');
  const subject = page.getByRole('group', { name: 'Export Geography flashcards' });
  const subjectCsv = await downloaded(page, () => subject.getByRole('button', { name: 'Geography flashcards as CSV' }).click());
  const subjectRows = parseCsv(subjectCsv.bytes.toString('utf8'));
  const lakes = `${another.sessionname}, Geography, Lakes`;
  expect(subjectRows.slice(1).map((r) => r[2])).toEqual([source, source, source, lakes, lakes, lakes]);
  expect(subjectRows.at(-1)).toEqual([lakeCard.front, lakeCard.back, lakes]);
  expect(subjectCsv.bytes.toString('utf8')).not.toContain('Deltas');
  const subjectDeck = await downloaded(page, () => subject.getByRole('button', { name: 'Geography flashcards for Anki' }).click());
  const subjectCollection = (await readAnkiPackage(new Blob([new Uint8Array(subjectDeck.bytes)]))).collection;
  // The two sessions share two cards word for word: Anki keeps one note of each.
  const subjectCards = Object.values(subjectCollection.getDecks()).flatMap((d) => Object.values(d.getCards()));
  expect(subjectCards.map((card) => fromAnkiHtml(card.getFront())).sort()).toEqual(
    ['What is spaced repetition?', 'What does Mastered mean?', trickyCard.front, lakeCard.front].sort(),
  );
  await expectNoViolations(page, 'completed sessions with subject exports');

  // All of the learner's data, from the profile page.
  await page.goto('/profile');
  const data = await downloaded(page, () => page.getByRole('button', { name: 'Download my data' }).click());
  expect(data.download.suggestedFilename()).toBe(`aayra-data-${new Date().toISOString().slice(0, 10)}.json`);
  const exported = JSON.parse(data.bytes.toString('utf8')) as Record<string, Record<string, unknown>[]>;
  const me = learner.session.user.id;
  const admin = adminClient();
  const owned = async (table: string, key: string) =>
    check(await admin.from(table as 'flashcards').select('*').eq('userid', me)).map((r) => (r as Record<string, unknown>)[key]);
  for (const [table, key] of [
    ['studysessions', 'sessionid'],
    ['studysets', 'studysetid'],
    ['flashcards', 'flashcardid'],
    ['quizquestions', 'questionid'],
    ['quizanswers', 'answerid'],
    ['flashcardgrades', 'gradeid'],
    ['memorystates', 'stateid'],
    ['reviewcycleentries', 'entryid'],
  ] as const) {
    const stored = await owned(table, key);
    expect(stored.length, table).toBeGreaterThan(0);
    expect((exported[table] ?? []).map((r) => r[key]).sort(), table).toEqual([...stored].sort());
  }
  expect(exported.users?.map((u) => u.userid)).toEqual([me]);
  const json = data.bytes.toString('utf8');
  expect(json).not.toContain(other.session.user.id);
  expect(json).not.toContain(otherSession.sessionid);
  expect(json).not.toContain(other.email);
  await expectNoViolations(page, 'profile with Download my data');
});
