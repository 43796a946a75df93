// Reads study files away from the page, so a 50-page PDF never freezes it.
import { readStudyFile, type ReadRequest } from './read-study-file';
import type { WorkerAnswer } from './worker-messages';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number } & ReadRequest>) => void) | null;
  postMessage(message: WorkerAnswer): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { id, ...request } }) => {
  readStudyFile(request, (done, total) =>
    scope.postMessage({ id, type: 'progress', done, total }),
  ).then(
    (answer) => scope.postMessage({ id, type: 'answer', answer }),
    (error: unknown) =>
      scope.postMessage({
        id,
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
