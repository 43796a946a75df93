import { describe, expect, it } from 'vitest';
import { generateLocalStudySet } from '../local-provider.ts';
import { phrasesFor } from './phrases.ts';
import type { LanguageCode } from '../core/language.ts';

const named: LanguageCode[] = ['en', 'es', 'hi', 'fr', 'de', 'pt', 'it'];

// French and German sets were worded "Fill in the blank: ..." and "What is meant by ...?" around
// every item: only English, Spanish and Hindi had wordings.
describe('the wording of items', () => {
  it('is of its own for every language the detector names', () => {
    const prompts = named.map((language) => phrasesFor(language).fillBlank('…'));
    expect(new Set(prompts).size).toBe(named.length);
    for (const language of named.filter((code) => code !== 'en')) {
      const phrases = phrasesFor(language);
      expect(phrases.whichTerm('…')).not.toMatch(/Which term/);
      expect(phrases.whatIsMeantBy('X')).not.toMatch(/What is meant/);
      expect(phrases.explanation('X', 'Y')).not.toMatch(/The answer is/);
    }
  });

  it('asks a French definition with its article, and a bare French term in quotes', () => {
    const french = phrasesFor('fr');
    expect(french.whatIs('la cellule', false, false)).toBe('Qu’est-ce que la cellule ?');
    expect(french.whatIs('osmose', false, false)).toBe('Que désigne « osmose » ?');
  });

  it('words a German set in German from end to end', () => {
    const text = `# Der Wasserkreislauf
Der Wasserkreislauf ist die ständige Bewegung des Wassers zwischen Meer, Luft und Land.
Die Verdunstung ist der Übergang von flüssigem Wasser in Wasserdampf durch die Wärme der Sonne.
Die Kondensation ist die Bildung von Wolken, wenn der Wasserdampf in der Höhe abkühlt.
Der Niederschlag fällt als Regen, Schnee oder Hagel auf die Erde zurück.
Das Grundwasser ist Wasser, das im Boden versickert und sich in Gesteinsschichten sammelt.
Die Sonne liefert die Energie für den gesamten Kreislauf.
Etwa 97 Prozent des Wassers der Erde befinden sich in den Ozeanen.
Flüsse bringen das Wasser vom Land zurück ins Meer, wo der Kreislauf von vorn beginnt.`;
    const set = generateLocalStudySet([{ kind: 'text', text }]);
    expect(set.language).toBe('de');
    const english = /^(What|Which|Fill in the blank|According to)|The answer is|From your notes/;
    const worded = [...set.flashcards.map((card) => card.front), ...set.quiz.flatMap((question) => [question.prompt, question.explanation])];
    expect(worded.filter((text) => english.test(text))).toEqual([]);
    expect(set.flashcards.filter((card) => /^Was (?:ist|sind) (?:der|die|das) /.test(card.front)).length).toBeGreaterThan(0);
    expect(set.quiz.filter((question) => question.prompt.startsWith('Welcher Begriff wird so definiert: „')).length).toBeGreaterThan(0);
  });
});
