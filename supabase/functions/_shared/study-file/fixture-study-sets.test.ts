// The study-file fixtures must be good material: what Aayra reads out of each becomes a study set
// with the local generator (3 to 15 cards and questions), whose items quote the file's own sentences.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { cellBiology, plainTextOf, printedNotes, waterCycle } from '../../../../tests/fixtures/study-files/texts.mjs';
import { generateLocalStudySet } from '../study-set/local-provider.ts';
import { SET_SIZE } from '../study-set/core/set-size.ts';
import { extractStudyFile } from './extract-study-file.ts';

const fixture = async (name: string) => new Uint8Array(await readFile(new URL(`../../../../tests/fixtures/study-files/${name}`, import.meta.url)));

function expectStudySet(text: string, fixtureText: string) {
  const set = generateLocalStudySet([{ kind: 'text', text }]);
  for (const items of [set.flashcards, set.quiz]) {
    expect(items.length).toBeGreaterThanOrEqual(SET_SIZE.fewest);
    expect(items.length).toBeLessThanOrEqual(SET_SIZE.most);
  }
  const flat = fixtureText.replace(/\s+/g, ' ');
  for (const item of [...set.flashcards, ...set.quiz]) expect(flat).toContain(item.source.sentence);
}

describe('fixtures as study material', () => {
  it.each([cellBiology, waterCycle])('$file gives a study set from its extracted text', async (source) => {
    const { text, extracted } = await extractStudyFile(await fixture(source.file), source.file);
    expect(extracted).toBe(true);
    expectStudySet(text, plainTextOf(source));
  });

  // The picture's text is read by OCR in the browser; its printed text must make a full set too.
  it('printed-notes.png holds text for a study set', () => {
    expectStudySet(plainTextOf(printedNotes), plainTextOf(printedNotes));
  });
});
