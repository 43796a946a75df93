/**
 * Study files through the real supabase-js: a learner stores each fixture in its own folder of the
 * study-materials bucket and the extract-study-file function reads it back as text. The PDF comes
 * back as whole sentences without its running header and footer, the Word document with its
 * headings and list items apart, the scanned PDF is kept with its reason; another learner's file,
 * a renamed zip and bad paths are refused, and the function keeps serving.
 */
import { readFile } from 'node:fs/promises';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { notReallyA, PDF_SCANNED } from '../../supabase/functions/_shared/study-file/study-file-messages.ts';
import { cellBiology, scannedNotes, waterCycle } from '../fixtures/study-files/texts.mjs';
import { expectStillServing } from './support/health';
import { clientFor, functionStacks, newLearner } from './support/stacks';

const BUCKET = 'study-materials';
const fixture = async (name: string) => readFile(new URL(`../fixtures/study-files/${name}`, import.meta.url));

async function store(client: SupabaseClient, path: string, bytes: Uint8Array, contentType: string) {
  const { error } = await client.storage.from(BUCKET).upload(path, bytes, { contentType, upsert: true });
  expect(error).toBeNull();
}

async function refusalOf(client: SupabaseClient, body: unknown): Promise<{ status: number; error: string }> {
  const { data, error } = await client.functions.invoke('extract-study-file', { body: body as Record<string, unknown> });
  expect(data).toBeNull();
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}

describe.each(functionStacks)('study files on $name', (stack) => {
  let learner: SupabaseClient;
  let learnerId: string;
  beforeAll(async () => {
    ({ client: learner, id: learnerId } = await newLearner(stack, 'study-file'));
  });

  it('a stored PDF is read into whole sentences, without the header and footer of every page', async () => {
    const path = `${learnerId}/session-1/${cellBiology.file}`;
    await store(learner, path, await fixture(cellBiology.file), 'application/pdf');
    const { data, error } = await learner.functions.invoke('extract-study-file', { body: { path } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ kind: 'pdf', mimetype: 'application/pdf', extracted: true, message: null, pages: 4 });
    for (const sentence of cellBiology.knownSentences) expect(data.text).toContain(sentence);
    expect(data.text).not.toContain(cellBiology.courseTitle);
    expect(data.text).not.toMatch(/Page \d+ of \d+/);
  });

  it('a stored Word document is read with its headings and list items as paragraphs of their own', async () => {
    const path = `${learnerId}/session-1/${waterCycle.file}`;
    const mimetype = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await store(learner, path, await fixture(waterCycle.file), mimetype);
    const { data, error } = await learner.functions.invoke('extract-study-file', { body: { path } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ kind: 'docx', mimetype, extracted: true, message: null });
    const paragraphs = (data.text as string).split('\n\n');
    for (const section of waterCycle.sections) {
      expect(paragraphs).toContain(section.heading);
      for (const item of section.list ?? []) expect(paragraphs).toContain(item);
    }
    for (const sentence of waterCycle.knownSentences) expect(data.text).toContain(sentence);
  });

  it('a scanned PDF is kept, with the sentence saying why it cannot be read', async () => {
    const path = `${learnerId}/session-1/${scannedNotes.file}`;
    await store(learner, path, await fixture(scannedNotes.file), 'application/pdf');
    const { data, error } = await learner.functions.invoke('extract-study-file', { body: { path } });
    expect(error).toBeNull();
    expect(data).toEqual({ kind: 'pdf', mimetype: 'application/pdf', text: '', extracted: false, message: PDF_SCANNED, pages: 1 });
  });

  it('a zip renamed .pdf is refused with its sentence', async () => {
    const path = `${learnerId}/session-1/slides.pdf`;
    await store(learner, path, await fixture(waterCycle.file), 'application/pdf');
    expect(await refusalOf(learner, { path })).toEqual({ status: 422, error: notReallyA('a PDF') });
    await expectStillServing(stack);
  });

  it('attack: a file in another learner\'s folder is refused, without reading it', async () => {
    const other = await newLearner(stack, 'study-file-other');
    const path = `${other.id}/private/${cellBiology.file}`;
    await store(other.client, path, await fixture(cellBiology.file), 'application/pdf');
    expect(await refusalOf(learner, { path })).toEqual({ status: 403, error: 'This file is not in your study materials.' });
    // Its owner still reads it: the refusal was about the caller, not the file.
    const own = await other.client.functions.invoke('extract-study-file', { body: { path } });
    expect(own.data?.extracted).toBe(true);
    await expectStillServing(stack);
  });

  it('bad paths, a missing file and a signed-out caller are refused', async () => {
    const badPath = { status: 400, error: 'Send the path of a file in your study materials as path.' };
    for (const body of [{}, { path: 42 }, { path: '' }, { path: `${learnerId}` }, { path: `${learnerId}/../x.pdf` }, { path: `/${learnerId}/a.pdf` }]) {
      expect(await refusalOf(learner, body)).toEqual(badPath);
    }
    expect(await refusalOf(learner, { path: `${learnerId}/session-1/missing.pdf` })).toEqual({
      status: 404,
      error: 'This file was not found in your study materials.',
    });
    expect(await refusalOf(clientFor(stack), { path: `${learnerId}/session-1/${cellBiology.file}` })).toEqual({
      status: 401,
      error: 'Sign in to add a file.',
    });
    await expectStillServing(stack);
  });
});
