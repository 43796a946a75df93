import { describe, expect, it } from 'vitest';
import { cleanMaterial } from './clean.ts';
import { studyNotes } from '../fixture-notes.ts';
import { prepareMaterial } from './material.ts';
import { segmentMaterial } from './segment.ts';
import { splitSentences } from './sentences.ts';
import { findFacts } from '../facts/facts.ts';
import { StudyMaterialError } from '../core/study-material-error.ts';

const prepare = (text: string) => prepareMaterial([{ kind: 'text', text }]);

describe('sentences and facts', () => {
  it('ends sentences with the marks of other scripts', () => {
    expect(splitSentences('सूर्य एक तारा है। चंद्रमा एक उपग्रह है।')).toEqual(['सूर्य एक तारा है।', 'चंद्रमा एक उपग्रह है।']);
    expect(splitSentences('水は流れる。空は青い。')).toEqual(['水は流れる。', '空は青い。']);
    expect(splitSentences('¿Qué es el agua؟ Es un líquido.')).toEqual(['¿Qué es el agua؟', 'Es un líquido.']);
  });

  it('does not end a sentence at the shorthand of notes ("the Amer. Rev.", "govt.")', () => {
    expect(splitSentences('Fr. helped pay for the Amer. Rev. and the govt. went bankrupt. Then came 1789.')).toEqual([
      'Fr. helped pay for the Amer. Rev. and the govt. went bankrupt.',
      'Then came 1789.',
    ]);
  });

  it('takes no word cut short before its stop for a term ("the Amer. Rev." gives no "Amer")', () => {
    const facts = findFacts(prepare(`${'Fr. helped pay for the Amer. Rev. and the debt grew. '.repeat(4)}${'The Estates-General met at Versailles in May 1789. '.repeat(5)}`));
    expect(facts.terms.terms.has('amer')).toBe(false);
    expect(facts.terms.terms.has('versailles')).toBe(true);
  });

  it('does not end a sentence at a decimal point, an initial or inside a formula', () => {
    expect(splitSentences('J. S. Mill wrote in 1859. The value is $v = 3.0 \\times 10^8$. Light is fast.')).toEqual([
      'J. S. Mill wrote in 1859.',
      'The value is $v = 3.0 \\times 10^8$.',
      'Light is fast.',
    ]);
  });

  it('ends a sentence after a unit written as a capital letter ("200,000 J.")', () => {
    expect(splitSentences('It has 200,000 J. Gravity pulls it down.')).toEqual(['It has 200,000 J.', 'Gravity pulls it down.']);
  });

  it('counts bullet points as facts: 124 words of bullet notes are enough, not "0 sentences"', () => {
    const material = prepare(studyNotes('bullet-notes-short.md'));
    expect(material.facts.length).toBeGreaterThanOrEqual(8);
    expect(material.facts.every((unit) => unit.kind === 'bullet')).toBe(true);
  });

  it('reads Hindi notes instead of refusing them as "no readable text"', () => {
    const material = prepare(studyNotes('hindi-saur-mandal.txt'));
    expect(material.language).toBe('hi');
    expect(material.facts.length).toBeGreaterThanOrEqual(8);
  });

  it('never takes a heading or a question as a fact', () => {
    const units = segmentMaterial(cleanMaterial([{ kind: 'text', text: studyNotes('lecture-notes-cell-biology.md') }])).units;
    expect(units.filter((unit) => unit.kind === 'heading').every((unit) => !unit.isFact)).toBe(true);
  });

  it('refuses material too short to study, saying how much more is needed', () => {
    expect(() => prepare('Mitochondria make ATP for the cell. Chloroplasts capture light for photosynthesis.')).toThrow(
      new StudyMaterialError(
        'This material is too short to build a study set: add at least 80 words in 3 or more facts, as full sentences or bullet points (you have 11 words in 2 facts).',
      ),
    );
  });

  it('refuses empty and oversized material', () => {
    expect(() => prepare('   ')).toThrow('Add some study material first: every note is empty.');
    expect(() => prepare('word '.repeat(25_000))).toThrow('This material is too long: keep it under 100,000 characters.');
  });
});
