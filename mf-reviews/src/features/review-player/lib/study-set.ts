/** One flashcard of a session's study set. */
export interface Flashcard {
  id: string;
  front: string;
  back: string;
}

/** One multiple-choice question of a session's study set: four options, one correct. */
export interface QuizQuestion {
  id: string;
  question: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}

/** What a session was turned into: key points, flashcards and a quiz. */
export interface StudySet {
  summary: string[];
  flashcards: Flashcard[];
  questions: QuizQuestion[];
}

/** The learner's submitted answer to one question. */
export interface QuizAnswer {
  questionId: string;
  chosenIndex: number;
  correct: boolean;
}
