import { describe, expect, it } from 'vitest';
import { studyTextLang } from './study-language';

describe("a study set's language on its text", () => {
  it('marks the text with the language the set was written in', () => {
    expect(studyTextLang('de')).toBe('de');
    expect(studyTextLang('hi')).toBe('hi');
  });
  it('says an undetermined language is unknown rather than the page language', () => {
    expect(studyTextLang('und')).toBe('');
  });
  it('leaves the page language when the set does not say', () => {
    expect(studyTextLang(undefined)).toBeUndefined();
  });
});
