import { describe, expect, it } from 'vitest';
import { checkMaterial, EMPTY_NOTE_ERROR, NO_MATERIAL_ERROR } from './material-rules';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('the upload guardrails', () => {
  it('refuses material with nothing written', () => {
    expect(checkMaterial([]).materialError).toBe(NO_MATERIAL_ERROR);
    expect(checkMaterial([{ id: 'a', text: '  \n ' }]).materialError).toBe(NO_MATERIAL_ERROR);
  });

  it('points at an empty note among written ones', () => {
    const result = checkMaterial([{ id: 'a', text: words(90) }, { id: 'b', text: ' ' }]);
    expect(result.noteErrors).toEqual({ b: EMPTY_NOTE_ERROR });
    expect(result.materialError).toBeNull();
  });

  it('says how much more is needed when the material is too short', () => {
    expect(checkMaterial([{ id: 'a', text: words(30) }, { id: 'b', text: words(20) }]).materialError).toBe(
      'This material is too short to build a study set: add at least 80 words of notes (you have 50).',
    );
  });

  it('accepts enough words spread over several notes', () => {
    expect(checkMaterial([{ id: 'a', text: words(40) }, { id: 'b', text: words(40) }])).toEqual({ noteErrors: {}, materialError: null });
  });
});

describe('the upload guardrails with files, links and recordings', () => {
  it('leaves an empty note out when other material has text', () => {
    expect(checkMaterial([{ id: 'a', text: '' }], [words(90)])).toEqual({ noteErrors: {}, materialError: null });
  });

  it('counts the words of notes and added material together', () => {
    expect(checkMaterial([{ id: 'a', text: words(30) }], [words(40), '']).materialError).toBe(
      'This material is too short to build a study set: add at least 80 words of notes (you have 70).',
    );
    expect(checkMaterial([{ id: 'a', text: words(30) }], [words(50)]).materialError).toBeNull();
  });

  it('refuses material whose files gave no text and whose notes are empty', () => {
    expect(checkMaterial([{ id: 'a', text: ' ' }], ['', '  ']).materialError).toBe(NO_MATERIAL_ERROR);
  });
});
