// What makes a flashcard or question worth keeping, checked before saving. The database holds the
// same limits (flashcards and quizquestions checks), so these only spare the learner a round trip.

export const FRONT_MAX_LENGTH = 1000;
export const BACK_MAX_LENGTH = 2000;
export const QUESTION_MAX_LENGTH = 1000;
export const OPTION_MAX_LENGTH = 500;
export const EXPLANATION_MAX_LENGTH = 2000;
export const OPTION_COUNT = 4;

export interface FlashcardDraft {
  front: string;
  back: string;
}

export interface QuestionDraft {
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}

export interface FlashcardProblems {
  front?: string;
  back?: string;
}

export interface QuestionProblems {
  prompt?: string;
  /** One entry per option: what is wrong with it, if anything. */
  options: (string | undefined)[];
}

export function flashcardProblems({ front, back }: FlashcardDraft): FlashcardProblems {
  return {
    ...(front.trim() === '' ? { front: 'The question side cannot be empty.' } : {}),
    ...(back.trim() === '' ? { back: 'The answer side cannot be empty.' } : {}),
  };
}

/** Empty options, and options that repeat an earlier one (ignoring case and outer spaces). */
export function questionProblems({ prompt, options }: QuestionDraft): QuestionProblems {
  const seen = new Set<string>();
  return {
    ...(prompt.trim() === '' ? { prompt: 'The question cannot be empty.' } : {}),
    options: options.map((option) => {
      const key = option.trim().toLowerCase();
      if (key === '') return 'An option cannot be empty.';
      if (seen.has(key)) return 'Each option must be different.';
      seen.add(key);
      return undefined;
    }),
  };
}

export const hasFlashcardProblems = (problems: FlashcardProblems) => problems.front !== undefined || problems.back !== undefined;

export const hasQuestionProblems = (problems: QuestionProblems) =>
  problems.prompt !== undefined || problems.options.some((problem) => problem !== undefined);

export const trimmedFlashcard = ({ front, back }: FlashcardDraft): FlashcardDraft => ({ front: front.trim(), back: back.trim() });

export const trimmedQuestion = (draft: QuestionDraft): QuestionDraft => ({
  prompt: draft.prompt.trim(),
  options: draft.options.map((option) => option.trim()),
  correctIndex: draft.correctIndex,
  explanation: draft.explanation.trim(),
});
