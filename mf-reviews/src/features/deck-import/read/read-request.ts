import { questionsFromPairs } from '@aayra/study-set/deck-questions';
import { DeckRefusal, MAX_DECK_BYTES, sentences, type ImportableDeck, type ReadDeck } from './deck';
import type { DeckRequest, ReadProgress } from './deck-messages';
import { readDeck } from './read-deck';

/**
 * Reads one request, in the worker or in the page, and makes the quiz of its term/definition pairs
 * there too (the generator's language rules stay out of the page's own script); every refusal is
 * one sentence.
 */
export async function readRequest(request: DeckRequest, onProgress?: ReadProgress): Promise<ImportableDeck> {
  try {
    const deck = await readSource(request, onProgress);
    return { ...deck, questions: questionsFromPairs(deck.cards.map(({ front, back }) => ({ term: front, definition: back }))) };
  } catch (error) {
    if (error instanceof DeckRefusal) throw error;
    throw new DeckRefusal(sentences.damaged);
  }
}

async function readSource(request: DeckRequest, onProgress?: ReadProgress): Promise<ReadDeck> {
  if (request.kind === 'quizlet') return readDeck(request, onProgress);
  // The size is known before a byte is read: a huge file is never loaded.
  if (request.file.size > MAX_DECK_BYTES) throw new DeckRefusal(sentences.tooBig);
  const bytes = new Uint8Array(await request.file.arrayBuffer());
  return readDeck({ kind: 'file', bytes, name: request.name }, onProgress);
}
