import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { createStudySession, resumeInBrowser } from '../../support/study-sessions';

export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface OpenUploadOptions {
  /** The tab to open: Text, File, Link or Voice. */
  tab?: string;
  /** Done before the page loads, e.g. taking away a browser feature. */
  beforeOpen?: (page: Page) => Promise<void>;
}

/** A new learner on /upload with a session of its own waiting for material. */
export async function openUpload(page: Page, subject: string, topic: string, { tab, beforeOpen }: OpenUploadOptions = {}) {
  const learner = await signUpLearner({ displayname: 'Upload Learner' });
  const session = await createStudySession(learner, 'uploading', { subject, topic });
  await signInPage(page, learner);
  await resumeInBrowser(page, session);
  await beforeOpen?.(page);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
  return { learner, sessionId: session.sessionid as string };
}

/** A study file made for the tests (tests/fixtures/study-files). */
export async function fixtureFile(name: string, mimeType: string): Promise<ChosenFile> {
  return {
    name,
    mimeType,
    buffer: await readFile(new URL(`../../fixtures/study-files/${name}`, import.meta.url)),
  };
}

/** Chooses files through the File tab's "Choose files" button and the system's file chooser. */
export async function chooseFiles(page: Page, files: ChosenFile[]): Promise<void> {
  await page.getByRole('tab', { name: 'File' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  const fileChooser = await chooser;
  expect(fileChooser.isMultiple()).toBe(true);
  await fileChooser.setFiles(files);
}

/** The item the File tab shows for a file, found by its name. */
export function fileItem(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

/** The estimate shown above Submit, as numbers. */
export async function workloadEstimate(
  page: Page,
): Promise<{ cards: number; questions: number; minutes: number }> {
  const estimate = page.getByText(
    /^About \d+ cards and \d+ questions; about \d+ minutes of review on each review day over the next 90 days$/,
  );
  await expect(estimate).toBeVisible();
  const [, cards, questions, minutes] =
    /About (\d+) cards and (\d+) questions; about (\d+) minutes/.exec(
      (await estimate.textContent()) ?? '',
    ) ?? [];
  return { cards: Number(cards), questions: Number(questions), minutes: Number(minutes) };
}

export interface StoredFile {
  materialid: string;
  title: string;
  content: string;
  storagepath: string | null;
  mimetype: string | null;
  textextracted: boolean;
}

/** The session's stored material of one kind, oldest first, read through the learner's own client. */
export async function storedMaterials<Row>(learner: TestLearner, sessionId: string, kind: string, columns: string): Promise<Row[]> {
  const { data, error } = await learner.client
    .from('studymaterials')
    .select(columns)
    .eq('sessionid', sessionId)
    .eq('kind', kind)
    .order('createdat');
  if (error) throw new Error(error.message);
  return data as Row[];
}

export function storedFiles(learner: TestLearner, sessionId: string): Promise<StoredFile[]> {
  return storedMaterials(learner, sessionId, 'file', 'materialid, title, content, storagepath, mimetype, textextracted, unreadablereason');
}

export interface GeneratedSet {
  flashcards: { front: string; back: string; sourcepassage: string; materialid: string | null }[];
  quizquestions: { question: string; options: string[]; sourcepassage: string }[];
}

export async function generatedSet(learner: TestLearner, sessionId: string): Promise<GeneratedSet> {
  const { data, error } = await learner.client
    .from('studysets')
    .select(
      'flashcards(front, back, sourcepassage, materialid), quizquestions(question, options, sourcepassage)',
    )
    .eq('sessionid', sessionId)
    .single();
  if (error) throw new Error(error.message);
  return data as GeneratedSet;
}

/** Lower case, one space between words: how a quoted sentence is compared with its source. */
export const flat = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** A PDF of `pages` pages of text, printed by the test's own Chromium. */
export async function longPdf(browser: Browser, pages: number): Promise<Buffer> {
  const page = await browser.newPage();
  const paragraph =
    'Photosynthesis is the process by which green plants use light energy to turn carbon dioxide and water into glucose and oxygen. ' +
    'The light reactions take place in the thylakoid membranes, and the Calvin cycle fixes carbon in the stroma of the chloroplast. ';
  const body = Array.from(
    { length: pages },
    (_, index) =>
      `<section style="break-after: page"><h2>Chapter ${index + 1}</h2>${`<p>${paragraph.repeat(3)}</p>`.repeat(5)}</section>`,
  ).join('');
  await page.setContent(`<html><body style="font: 11pt serif">${body}</body></html>`);
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}

/** Records every progress label the page's items show, as the learner would see them change. */
export async function watchPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const labels: string[] = [];
    Object.assign(window, { __aayraLabels: labels });
    new MutationObserver(() => {
      for (const label of document.querySelectorAll('.sf-material__progress label')) {
        const text = label.textContent ?? '';
        if (labels.at(-1) !== text) labels.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export async function watched(page: Page): Promise<{ labels: string[] }> {
  return {
    labels: await page.evaluate(
      () => (window as unknown as { __aayraLabels: string[] }).__aayraLabels,
    ),
  };
}
