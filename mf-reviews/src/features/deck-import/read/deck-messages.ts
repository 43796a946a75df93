import type { ImportableDeck } from './deck';
import type { QuizletSeparators } from './read-table';

/** What the page asks the reading worker: a file as picked, or pasted Quizlet text. */
export type DeckRequest =
  | { kind: 'file'; file: Blob; name: string }
  | { kind: 'quizlet'; text: string; separators: QuizletSeparators };

export type DeckAnswer =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'deck'; deck: ImportableDeck }
  | { id: number; type: 'refused'; message: string };

export type ReadProgress = (done: number, total: number) => void;
