// Hands a deck to the reading worker. Where no worker can be made (the remote served from another
// origin than the page, a blocked script), the same reading runs in the page.
import { DeckRefusal, type ImportableDeck } from './deck';
import type { DeckAnswer, DeckRequest, ReadProgress } from './deck-messages';

async function readInPage(request: DeckRequest, onProgress?: ReadProgress): Promise<ImportableDeck> {
  const { readRequest } = await import('./read-request');
  return readRequest(request, onProgress);
}

/** Reads one deck; rejects with a DeckRefusal whose message is the sentence to show. */
export function readDeckAway(request: DeckRequest, onProgress?: ReadProgress): Promise<ImportableDeck> {
  let worker: Worker;
  try {
    // A cross-origin script cannot start a worker: the constructor throws a SecurityError.
    worker = new Worker(new URL('./deck.worker.ts', import.meta.url));
  } catch {
    return readInPage(request, onProgress);
  }
  return new Promise<ImportableDeck>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<DeckAnswer>) => {
      if (data.type === 'progress') return onProgress?.(data.done, data.total);
      worker.terminate();
      if (data.type === 'deck') resolve(data.deck);
      else reject(new DeckRefusal(data.message));
    };
    // The worker's script could not load or run: read in the page instead.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      readInPage(request, onProgress).then(resolve, reject);
    };
    worker.postMessage({ id: 1, ...request });
  });
}
