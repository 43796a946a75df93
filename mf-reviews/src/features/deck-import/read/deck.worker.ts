// Reads a deck away from the page, so a 5,000-card collection never freezes it.
import { DeckRefusal } from './deck';
import type { DeckAnswer, DeckRequest } from './deck-messages';
import { readRequest } from './read-request';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number } & DeckRequest>) => void) | null;
  postMessage(message: DeckAnswer): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { id, ...request } }) => {
  readRequest(request as DeckRequest, (done, total) => scope.postMessage({ id, type: 'progress', done, total })).then(
    (deck) => scope.postMessage({ id, type: 'deck', deck }),
    (error: unknown) =>
      scope.postMessage({ id, type: 'refused', message: error instanceof DeckRefusal ? error.message : String(error) }),
  );
};
