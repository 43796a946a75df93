// The study-file fixtures must be good material: what Aayra reads out of each becomes a full study
// set with the local generator, whose items quote the file's own sentences.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { cellBiology, plainTextOf, printedNotes, waterCycle } from '../../../../tests/fixtures/study-files/texts.mjs';
import { generateLocalStudySet } from '../study-set/local-provider.ts';
import { extractStudyFile } from './extract-study-file.ts';

const fixture = async (name: string) => new Uint8Array(await readFile(new URL(`../../../../tests/fixtures/study-files/${name}`, import.meta.url)));

function expectFullStudySet(text: string, fixtureText: string) {
  const set = generateLocalStudySet([{ kind: 'text', text }]);
  expect(set.flashcards.length).toBeGreaterThanOrEqual(8);
  expect(set.quiz.length).toBeGreaterThanOrEqual(8);
  const flat = fixtureText.replace(/\s+/g, ' ');
  for (const item of [...set.flashcards, ...set.quiz]) expect(flat).toContain(item.source.sentence);
}

describe('fixtures as study material', () => {
  it.each([cellBiology, waterCycle])('$file gives a full study set from its extracted text', async (source) => {
    const { text, extracted } = await extractStudyFile(await fixture(source.file), source.file);
    expect(extracted).toBe(true);
    expectFullStudySet(text, plainTextOf(source));
  });

  // The picture's text is read by OCR in the browser; its printed text must make a full set too.
  it('printed-notes.png holds text for a full study set', () => {
    expectFullStudySet(plainTextOf(printedNotes), plainTextOf(printedNotes));
  });
});
