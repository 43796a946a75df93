import type { FlashcardDraft, QuestionDraft } from '@aayra/design-system/study';
import type { StudySetRecord } from './api/get-study-set';

/**
 * What the learner changed in the study set on this device that the database does not have yet:
 * each change is sent the moment it is made, and waits here while Aayra cannot be reached. Every
 * change sets a value (dropped or not, a card's text), so only the last one per item matters and
 * sending one twice does no harm.
 */
export interface UnsavedChanges {
  /** A drop (true) or its Undo (false), by flashcard or question id. */
  dropped: Record<string, boolean>;
  cards: Record<string, FlashcardDraft>;
  questions: Record<string, QuestionDraft>;
}

export type UnsavedChange =
  | { kind: 'dropped'; id: string; value: boolean }
  | { kind: 'card'; id: string; value: FlashcardDraft }
  | { kind: 'question'; id: string; value: QuestionDraft };

export const noUnsavedChanges: UnsavedChanges = { dropped: {}, cards: {}, questions: {} };

const FIELD = { dropped: 'dropped', card: 'cards', question: 'questions' } as const;

export function withChange(unsaved: UnsavedChanges, change: UnsavedChange): UnsavedChanges {
  const field = FIELD[change.kind];
  return { ...unsaved, [field]: { ...unsaved[field], [change.id]: change.value } };
}

/** Forgets a change the database took, unless the learner changed the item again meanwhile. */
export function withoutChange(unsaved: UnsavedChanges, change: UnsavedChange): UnsavedChanges {
  const field = FIELD[change.kind];
  if (unsaved[field][change.id] !== change.value) return unsaved;
  const { [change.id]: _saved, ...rest } = unsaved[field];
  return { ...unsaved, [field]: rest };
}

/** The next change to send: drops first, the change a learner most wants to see on another device. */
export function firstUnsavedChange(unsaved: UnsavedChanges): UnsavedChange | undefined {
  for (const [id, value] of Object.entries(unsaved.dropped)) return { kind: 'dropped', id, value };
  for (const [id, value] of Object.entries(unsaved.cards)) return { kind: 'card', id, value };
  for (const [id, value] of Object.entries(unsaved.questions)) return { kind: 'question', id, value };
  return undefined;
}

/** The study set as the database holds it once it took the change. */
export function withChangeSaved(set: StudySetRecord, change: UnsavedChange): StudySetRecord {
  if (change.kind === 'dropped') {
    const mark = <T extends { id: string }>(item: T) => (item.id === change.id ? { ...item, dropped: change.value } : item);
    return { ...set, flashcards: set.flashcards.map(mark), quiz: set.quiz.map(mark) };
  }
  if (change.kind === 'card') {
    return { ...set, flashcards: set.flashcards.map((card) => (card.id === change.id ? { ...card, ...change.value } : card)) };
  }
  return { ...set, quiz: set.quiz.map((question) => (question.id === change.id ? { ...question, ...change.value } : question)) };
}

const recordOf = <T>(value: unknown): Record<string, T> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, T>) : {};

/**
 * The changes kept on this device, read back from its storage. Where there are none yet, a page of
 * an older Aayra may have kept the learner's drops and edits in its progress until Take a Break
 * (the dropped ids, the edited cards and questions): they are sent like any change made here.
 */
export function keptChanges(stored: unknown, olderProgress: unknown): UnsavedChanges {
  if (stored && typeof stored === 'object') {
    const kept = stored as Partial<Record<keyof UnsavedChanges, unknown>>;
    return { dropped: recordOf<boolean>(kept.dropped), cards: recordOf<FlashcardDraft>(kept.cards), questions: recordOf<QuestionDraft>(kept.questions) };
  }
  const older = (olderProgress ?? {}) as { dropped?: unknown; editedCards?: unknown; editedQuestions?: unknown };
  const dropped = Array.isArray(older.dropped) ? older.dropped.filter((id): id is string => typeof id === 'string') : [];
  return {
    dropped: Object.fromEntries(dropped.map((id) => [id, true])),
    cards: recordOf<FlashcardDraft>(older.editedCards),
    questions: recordOf<QuestionDraft>(older.editedQuestions),
  };
}
