import type { StudyQuestion } from '@aayra/design-system/study';
import type { StudySetRecord } from './api/get-study-set';
import type { UnsavedChanges } from './unsaved-changes';

export type ValidationStep = 'flashcards' | 'quiz' | 'summary';

/**
 * Where the learner is in validation and its answers of this first pass; kept on this device until
 * Take a Break, which stores the answers. Drops and edits are the study set's own (unsaved-changes).
 */
export interface ValidationProgress {
  step: ValidationStep;
  cardIndex: number;
  questionIndex: number;
  /** Submitted options by question id (locked once given). */
  answers: Record<string, number>;
}

export const initialProgress: ValidationProgress = {
  step: 'flashcards',
  cardIndex: 0,
  questionIndex: 0,
  answers: {},
};

/** Dropped as the database has it, unless this device holds a later drop or Undo. */
export function isDropped(item: { id: string; dropped?: boolean }, unsaved: UnsavedChanges): boolean {
  return unsaved.dropped[item.id] ?? item.dropped === true;
}

/** The study set as the learner has shaped it: edits applied, dropped items gone. */
export function shapedStudySet(set: StudySetRecord, unsaved: UnsavedChanges): StudySetRecord {
  const kept = (item: { id: string; dropped?: boolean }) => !isDropped(item, unsaved);
  return {
    ...set,
    flashcards: set.flashcards.filter(kept).map((card) => ({ ...card, ...unsaved.cards[card.id] })),
    quiz: set.quiz.filter(kept).map((question) => ({ ...question, ...unsaved.questions[question.id] })),
  };
}

/** Where an item brought back by Undo shows again: its place among the items still kept. */
export function keptIndex(items: readonly { id: string; dropped?: boolean }[], id: string, unsaved: UnsavedChanges): number {
  return items.filter((item) => item.id === id || !isDropped(item, unsaved)).findIndex((item) => item.id === id);
}

/** The answers Take a Break stores: those of the questions still in the quiz. */
export function keptAnswers(quiz: readonly StudyQuestion[], answers: Record<string, number>): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const question of quiz) {
    const answer = answers[question.id];
    if (answer !== undefined) kept[question.id] = answer;
  }
  return kept;
}

export function quizTally(quiz: readonly StudyQuestion[], answers: Record<string, number>): { correct: number; answered: number } {
  let correct = 0;
  let answered = 0;
  for (const question of quiz) {
    const answer = answers[question.id];
    if (answer === undefined) continue;
    answered += 1;
    if (answer === question.correctIndex) correct += 1;
  }
  return { correct, answered };
}

export function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(index, 0), Math.max(length - 1, 0));
}
