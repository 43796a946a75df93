/** One quiz answer of the learner's, at validation (stage 0) or at a review stage (1-6). */
export interface StageAnswer {
  stage: number;
  chosenIndex: number;
  correct: boolean;
}

export interface ReportQuestion {
  prompt: string;
  options: string[];
  correctIndex: number;
  /** In stage order. */
  answers: StageAnswer[];
}

/** Everything a session's report shows, as read from the database. */
export interface SessionReport {
  sessionname: string;
  subjectname: string;
  topicname: string;
  createdat: string;
  completedat: string | null;
  focusminutes: number;
  breakminutes: number;
  summary: string[];
  flashcards: { front: string; back: string }[];
  questions: ReportQuestion[];
  /** The predicted probability of recall today (0..1); null before any item has a memory state. */
  recall: number | null;
}
