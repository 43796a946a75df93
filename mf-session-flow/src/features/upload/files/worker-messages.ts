import type { ReadAnswer } from './read-study-file';

/** What the reading worker sends back for a request with this id. */
export type WorkerAnswer =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'answer'; answer: ReadAnswer }
  | { id: number; type: 'failed'; message: string };
