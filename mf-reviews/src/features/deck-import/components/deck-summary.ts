import type { ReadDeck } from '../read/deck';
import { SUBJECT_MAX_LENGTH, TOPIC_MAX_LENGTH } from '@aayra/supabase/product-constants';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "312 cards, 15 questions; 3 images or sounds left out" */
export function deckSummary(deck: ReadDeck, questions: number): string {
  const made = `${count(deck.cards.length, 'card', 'cards')}, ${count(questions, 'question', 'questions')}`;
  return deck.mediaLeftOut > 0 ? `${made}; ${count(deck.mediaLeftOut, 'image or sound', 'images or sounds')} left out` : made;
}

/** "Imported 312 cards and 15 questions into Spanish - Verbs." */
export function importedSentence(deck: ReadDeck, questions: number, sessionTitle: string): string {
  return `Imported ${count(deck.cards.length, 'card', 'cards')} and ${count(questions, 'question', 'questions')} into ${sessionTitle}.`;
}

/** "2 cards skipped: a side is empty." per reason, or nothing. */
export function skippedLines(deck: ReadDeck): string[] {
  return Object.entries(deck.skipped).map(([reason, n]) => `${count(n, 'card', 'cards')} skipped: ${reason}.`);
}

/**
 * The deck's name as a subject and topic: "Spanish::Verbs" is Spanish, Verbs; a plain name is
 * both. The top level "Aayra" the app's own exports add is not a subject.
 */
export function namesFromDeck(name: string): { subject: string; topic: string } {
  const parts = name.split('::').map((part) => part.trim()).filter(Boolean);
  if (parts.length > 1 && parts[0] === 'Aayra') parts.shift();
  const subject = (parts[0] ?? name).slice(0, SUBJECT_MAX_LENGTH);
  const topic = (parts.length > 1 ? parts.slice(1).join(' - ') : subject).slice(0, TOPIC_MAX_LENGTH);
  return { subject, topic };
}
