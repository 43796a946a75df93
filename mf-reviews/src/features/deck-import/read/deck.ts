import type { PairQuestion } from '@aayra/study-set/deck-questions';
import { MAX_DECK_CARDS, UPLOAD_MAX_BYTES } from '@aayra/supabase/product-constants';

/** Anki's figures for a card it has scheduled: the database starts the card's memory state from them. */
export interface CardHistory {
  /** Days between the last review and the next (Anki's `ivl`). */
  interval: number;
  /** Anki's ease (its `factor` / 1000): 2.5 by default, 1.3 the hardest. */
  ease: number;
  lapses: number;
  reviews: number;
  /** The day of the last review, YYYY-MM-DD. */
  lastreview: string;
}

export interface DeckCard {
  front: string;
  back: string;
}

/** A deck read from a file or pasted text, ready to preview and import. */
export interface ReadDeck {
  /** The deck's own name, or the file's without its extension. */
  name: string;
  cards: DeckCard[];
  /** One entry per card (null: never reviewed), or null when the deck carries no review history. */
  history: (CardHistory | null)[] | null;
  /** Images and sounds the cards referred to, left out. */
  mediaLeftOut: number;
  /** Cards that could not be taken, by reason in the learner's words. */
  skipped: Record<string, number>;
}

/** A deck as it is imported: its cards, and the quiz questions its term/definition pairs make. */
export interface ImportableDeck extends ReadDeck {
  questions: PairQuestion[];
}

/** A deck the learner cannot import, with the one sentence that says why. */
export class DeckRefusal extends Error {
  override readonly name = 'DeckRefusal';
}

/** A deck file is as large as any upload may be; the database refuses a larger deck too. */
export const MAX_DECK_BYTES = UPLOAD_MAX_BYTES;
export { MAX_DECK_CARDS };
/** The most an Anki collection may unpack to: 5,000 cards of text never come near it. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export const sentences = {
  notADeck: "This file isn't an Anki deck, a CSV or a Quizlet export.",
  empty: 'This deck has no cards.',
  tooBig: 'This deck is over 10 MB.',
  tooManyCards: 'This deck has more than 5,000 cards.',
  oneColumn: 'A CSV needs two columns: term and definition.',
  zipBomb: 'This deck unpacks to more than 64 MB, so it was not read.',
  damaged: 'This deck could not be read; it may be damaged.',
} as const;

/** Reasons a card was skipped, as the preview says them ("3 skipped: no back"). */
export const skipReasons = {
  emptySide: 'a side is empty',
  tooLong: 'longer than 1,000 characters on the front or 2,000 on the back',
  noDefinition: 'no definition after the separator',
} as const;

/** Takes a card if both sides fit what a flashcard holds; counts it as skipped otherwise. */
export function addCard(deck: Pick<ReadDeck, 'cards' | 'skipped'>, front: string, back: string): boolean {
  const [f, b] = [front.trim(), back.trim()];
  const reason = !f || !b ? skipReasons.emptySide : f.length > 1000 || b.length > 2000 ? skipReasons.tooLong : null;
  if (reason) {
    deck.skipped[reason] = (deck.skipped[reason] ?? 0) + 1;
    return false;
  }
  deck.cards.push({ front: f, back: b });
  return true;
}

/** The checks every format shares once read: some cards, not too many. */
export function checkCardCount(count: number): void {
  if (count > MAX_DECK_CARDS) throw new DeckRefusal(sentences.tooManyCards);
  if (count === 0) throw new DeckRefusal(sentences.empty);
}
