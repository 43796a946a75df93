// Hands study files to the reading worker and answers for it. Where no worker can be made (the
// remote served from another origin than the page, a blocked script), the same reading runs in
// the page: slower to respond for a long PDF, but the file is still read.
import type {
  CheckAnswer,
  ExtractAnswer,
  ReadAnswer,
  ReadProgress,
  ReadRequest,
} from './read-study-file';
import type { WorkerAnswer } from './worker-messages';

interface Pending {
  request: ReadRequest;
  onProgress?: ReadProgress;
  resolve: (answer: ReadAnswer) => void;
  reject: (error: Error) => void;
}

async function readInPage(request: ReadRequest, onProgress?: ReadProgress): Promise<ReadAnswer> {
  const { readStudyFile } = await import('./read-study-file');
  return readStudyFile(request, onProgress);
}

export class StudyFileReader {
  /** undefined until first needed; null once a worker turned out not to be possible here. */
  private worker: Worker | null | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  check(file: Blob, name: string): Promise<CheckAnswer> {
    return this.read({ action: 'check', file, name }) as Promise<CheckAnswer>;
  }

  extract(file: Blob, name: string, onProgress?: ReadProgress): Promise<ExtractAnswer> {
    return this.read({ action: 'extract', file, name }, onProgress) as Promise<ExtractAnswer>;
  }

  close(): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const pending of this.pending.values())
      pending.reject(new Error('The page was closed while the file was read.'));
    this.pending.clear();
  }

  private read(request: ReadRequest, onProgress?: ReadProgress): Promise<ReadAnswer> {
    const worker = this.startWorker();
    if (!worker) return readInPage(request, onProgress);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { request, onProgress, resolve, reject });
      worker.postMessage({ id, ...request });
    });
  }

  private startWorker(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      // A cross-origin script cannot start a worker: the constructor throws a SecurityError.
      const worker = new Worker(new URL('./extract.worker.ts', import.meta.url));
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => this.answer(event.data);
      // The worker's script could not load or run: read what it was given in the page instead.
      worker.onerror = (event) => {
        event.preventDefault();
        this.giveUpWorker();
      };
      this.worker = worker;
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private answer(message: WorkerAnswer): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.type === 'progress') return pending.onProgress?.(message.done, message.total);
    this.pending.delete(message.id);
    if (message.type === 'answer') pending.resolve(message.answer);
    else pending.reject(new Error(message.message));
  }

  private giveUpWorker(): void {
    this.worker?.terminate();
    this.worker = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const { request, onProgress, resolve, reject } of waiting)
      readInPage(request, onProgress).then(resolve, reject);
  }
}
