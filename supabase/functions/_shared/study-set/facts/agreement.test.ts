// Options that do not fit the words before the blank give the answer away: "o _____" takes a
// masculine noun in Portuguese, "la _____" a feminine one in Spanish and Italian.
import { describe, expect, it } from 'vitest';
import { fitsBeforeBlank, gendersSeen } from './agreement.ts';

describe('options that fit the article before the blank', () => {
  it('keeps feminine nouns out of a masculine blank in Portuguese ("o _____" among "absorção", "digestão")', () => {
    expect(fitsBeforeBlank('o', 'estômago', 'esôfago', 'pt')).toBe(true);
    expect(fitsBeforeBlank('o', 'estômago', 'absorção', 'pt')).toBe(false);
    expect(fitsBeforeBlank('a', 'digestão', 'absorção', 'pt')).toBe(true);
  });

  it('does the same in Italian and Spanish', () => {
    expect(fitsBeforeBlank('la', 'rivoluzione', 'costituzione', 'it')).toBe(true);
    expect(fitsBeforeBlank('la', 'rivoluzione', 'parlamento', 'it')).toBe(false);
    expect(fitsBeforeBlank('el', 'planeta', 'cometa', 'es')).toBe(true);
    expect(fitsBeforeBlank('la', 'órbita', 'planeta', 'es')).toBe(false);
  });

  it('takes "a" and "an" by sound in English', () => {
    expect(fitsBeforeBlank('an', 'enzyme', 'organelle', 'en')).toBe(true);
    expect(fitsBeforeBlank('an', 'enzyme', 'stomach', 'en')).toBe(false);
  });

  // "O _____ produz suco gástrico" offered "bile", which the notes themselves write "A bile".
  it('takes a noun\'s gender from the material\'s own articles where its ending does not say', () => {
    const notes = '- A bile é um líquido produzido pelo fígado.\n- O pâncreas produz enzimas.\nO suco da bile ajuda na digestão.';
    const genders = gendersSeen(notes, 'pt');
    expect(genders.get('bile')).toBe('f');
    expect(genders.get('pâncreas')).toBe('m');
    expect(fitsBeforeBlank('o', 'estômago', 'bile', 'pt', genders)).toBe(false);
    expect(fitsBeforeBlank('o', 'estômago', 'pâncreas', 'pt', genders)).toBe(true);
    // Without the material, an ending that says nothing lets the noun through.
    expect(fitsBeforeBlank('o', 'estômago', 'bile', 'pt')).toBe(true);
  });
});
