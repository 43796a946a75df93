import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateLocalStudySet } from './local-provider.ts';
import { StudyMaterialError } from './core/study-material-error.ts';
import type { StudySet } from './core/types.ts';
import { BLANK } from './core/words.ts';

const fixturesDir = fileURLToPath(new URL('../../../../tests/fixtures/study-material/', import.meta.url));
const passages = readdirSync(fixturesDir)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => ({ file, text: readFileSync(join(fixturesDir, file), 'utf8') }));

const squash = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
const contains = (haystack: string, needle: string) => squash(haystack).includes(squash(needle));

describe('the local study-set provider on real study text', () => {
  it('has at least three passages of different subjects to work on', () => {
    expect(passages.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['biology-photosynthesis.txt', 'economics-supply-demand.txt', 'history-first-world-war.txt']),
    );
  });

  describe.each(passages)('$file', ({ text }) => {
    const set: StudySet = generateLocalStudySet([{ kind: 'text', text }]);

    it('makes 3-15 flashcards, 3-15 questions and a summary of key points', () => {
      expect(set.flashcards.length).toBeGreaterThanOrEqual(3);
      expect(set.flashcards.length).toBeLessThanOrEqual(15);
      expect(set.quiz.length).toBeGreaterThanOrEqual(3);
      expect(set.quiz.length).toBeLessThanOrEqual(15);
      expect(set.summary.length).toBeGreaterThanOrEqual(3);
      expect(set.summary.length).toBeLessThanOrEqual(7);
      expect(set.provider).toBe('local');
    });

    it('links every item to a sentence of the passage that holds its answer', () => {
      for (const point of set.summary) expect(contains(text, point.source.sentence) && point.text === point.source.sentence).toBe(true);
      for (const card of set.flashcards) {
        expect(contains(text, card.source.sentence), card.front).toBe(true);
        expect(contains(card.source.sentence, card.back), `${card.front} -> ${card.back}`).toBe(true);
      }
      for (const question of set.quiz) {
        const answer = question.options[question.correctIndex] ?? '';
        expect(contains(text, question.source.sentence), question.prompt).toBe(true);
        expect(contains(question.source.sentence, answer), `${question.prompt} -> ${answer}`).toBe(true);
        expect(question.explanation).toContain(question.source.sentence);
      }
    });

    it('never asks the same question twice', () => {
      const prompts = set.quiz.map((question) => question.prompt.toLowerCase());
      expect(new Set(prompts).size).toBe(prompts.length);
      const fronts = set.flashcards.map((card) => card.front.toLowerCase());
      expect(new Set(fronts).size).toBe(fronts.length);
    });

    it('gives four distinct options with exactly one correct', () => {
      for (const question of set.quiz) {
        expect(question.options).toHaveLength(4);
        expect(new Set(question.options.map((option) => option.toLowerCase())).size).toBe(4);
        expect(question.correctIndex).toBeGreaterThanOrEqual(0);
        expect(question.correctIndex).toBeLessThan(4);
        if (question.prompt.includes(BLANK)) {
          // Only the answer turns the blank back into the passage's sentence.
          const sentence = squash(question.source.sentence);
          const fitting = question.options.filter((option) =>
            sentence.includes(squash(question.prompt.replace('Fill in the blank: ', '').replace(BLANK, option))),
          );
          expect(fitting, question.prompt).toEqual([question.options[question.correctIndex]]);
        }
      }
    });

    it('is deterministic: the same material gives the same study set', () => {
      expect(generateLocalStudySet([{ kind: 'text', text }])).toEqual(set);
    });
  });

  it('asks about definitions, dates and figures the material states', () => {
    const [biology, history, economics] = ['biology-photosynthesis.txt', 'history-first-world-war.txt', 'economics-supply-demand.txt'].map(
      (file) => generateLocalStudySet([{ kind: 'text', text: passages.find((passage) => passage.file === file)?.text ?? '' }]),
    );
    expect(biology?.flashcards.map((card) => card.front)).toContain('What is photosynthesis?');
    const historyAnswers = [...(history?.flashcards.map((card) => card.back) ?? []), ...(history?.quiz.map((question) => question.options[question.correctIndex]) ?? [])];
    expect(historyAnswers).toContain('28 June 1914');
    const economicsAnswers = [...(economics?.flashcards.map((card) => card.back) ?? []), ...(economics?.quiz.map((question) => question.options[question.correctIndex]) ?? [])];
    expect(economicsAnswers.some((answer) => /percent$/.test(answer ?? ''))).toBe(true);
  });

  it('spreads items over several notes and links each to its own note', () => {
    const [first, second] = passages;
    const set = generateLocalStudySet([
      { kind: 'text', text: first?.text ?? '' },
      { kind: 'text', text: second?.text ?? '' },
    ]);
    const notes = new Set([...set.flashcards, ...set.quiz].map((item) => item.source.note));
    expect(notes).toEqual(new Set([0, 1]));
    for (const card of set.flashcards) {
      expect(contains([first?.text, second?.text][card.source.note] ?? '', card.source.sentence)).toBe(true);
    }
  });

  it('says clearly when the material is too short', () => {
    const short = [{ kind: 'text' as const, text: 'Mitochondria make ATP. Chloroplasts capture light.' }];
    expect(() => generateLocalStudySet(short)).toThrow(StudyMaterialError);
    expect(() => generateLocalStudySet(short)).toThrow(/too short to build a study set/);
  });

  it('refuses empty material', () => {
    expect(() => generateLocalStudySet([{ kind: 'text', text: '   ' }])).toThrow('Add some study material first: every note is empty.');
  });
});
