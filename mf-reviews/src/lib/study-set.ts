import type { StudyFlashcard, StudyQuestion } from '@aayra/design-system/study';

/** What a session was turned into: key points, flashcards and a quiz. */
export interface StudySet {
  studysetid: string;
  /** The language the set is written in: a language code, or 'und' when it could not be told. */
  language: string;
  summary: string[];
  flashcards: StudyFlashcard[];
  questions: StudyQuestion[];
}

/** The learner's submitted answer to one question. */
export interface QuizAnswer {
  questionId: string;
  chosenIndex: number;
  correct: boolean;
}
