// Options that do not fit the words before the blank give the answer away: "o _____" takes a
// masculine noun in Portuguese, "la _____" a feminine one in Spanish and Italian.
import { describe, expect, it } from 'vitest';
import { fitsBeforeBlank } from './agreement.ts';

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
});
