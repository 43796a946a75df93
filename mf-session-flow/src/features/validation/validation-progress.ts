import type { StudyFlashcard, StudyQuestion } from '@aayra/design-system/study';
import type { StudySetRecord } from './api/get-study-set';

export type ValidationStep = 'flashcards' | 'quiz' | 'summary';

/** What the learner did so far in validation; kept in local storage until Take a Break. */
export interface ValidationProgress {
  step: ValidationStep;
  cardIndex: number;
  questionIndex: number;
  /** Submitted options by question id (locked once given). */
  answers: Record<string, number>;
  editedCards: Record<string, Pick<StudyFlashcard, 'front' | 'back'>>;
  editedQuestions: Record<string, Omit<StudyQuestion, 'id'>>;
  dropped: string[];
}

export const initialProgress: ValidationProgress = {
  step: 'flashcards',
  cardIndex: 0,
  questionIndex: 0,
  answers: {},
  editedCards: {},
  editedQuestions: {},
  dropped: [],
};

/** The study set as the learner has shaped it: edits applied, dropped items gone. */
export function shapedStudySet(set: StudySetRecord, progress: ValidationProgress): StudySetRecord {
  const kept = <T extends { id: string }>(item: T) => !progress.dropped.includes(item.id);
  return {
    ...set,
    flashcards: set.flashcards.filter(kept).map((card) => ({ ...card, ...progress.editedCards[card.id] })),
    quiz: set.quiz.filter(kept).map((question) => ({ ...question, ...progress.editedQuestions[question.id] })),
  };
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
