import { describe, expect, it } from 'vitest';
import { deckSummary, importedSentence, namesFromDeck, skippedLines } from './deck-summary';

const deck = { name: 'x', cards: [{ front: 'a', back: 'b' }], history: null, mediaLeftOut: 3, skipped: { 'a side is empty': 2 } };

describe('the preview of a deck', () => {
  it('counts cards, questions and media left out, and says what was skipped', () => {
    expect(deckSummary(deck, 0)).toBe('1 card, 0 questions; 3 images or sounds left out');
    expect(deckSummary({ ...deck, mediaLeftOut: 0 }, 1)).toBe('1 card, 1 question');
    expect(importedSentence(deck, 2, 'Spanish - Verbs')).toBe('Imported 1 card and 2 questions into Spanish - Verbs.');
    expect(skippedLines(deck)).toEqual(['2 cards skipped: a side is empty.']);
  });

  it("names the subject and topic from the deck's name", () => {
    expect(namesFromDeck('Spanish::Verbs::Irregular')).toEqual({ subject: 'Spanish', topic: 'Verbs - Irregular' });
    expect(namesFromDeck('Aayra::Geography')).toEqual({ subject: 'Geography', topic: 'Geography' });
    expect(namesFromDeck('Capitals')).toEqual({ subject: 'Capitals', topic: 'Capitals' });
  });
});
