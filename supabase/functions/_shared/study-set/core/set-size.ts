// How large a study set is (docs/decisions.md, "Study set size"): up to 15 cards and 15 questions,
// and as few as 3 of each when the material is short, rather than a refusal or items made up to
// reach a count. The validation page says when a set is smaller than a full one, and why.

/** The fewest and the most cards, and likewise questions, a set has. */
export const SET_SIZE = { fewest: 3, most: 15 } as const;

/** Below this many cards or questions, the validation page tells the learner the set is small. */
export const FULL_SET_ITEMS = 8;

/** "This material gave 5 questions: add more notes for more.", or null for a full set. */
export function smallSetNote(flashcards: number, questions: number): string | null {
  const few = [
    ...(flashcards < FULL_SET_ITEMS ? [`${flashcards} flashcard${flashcards === 1 ? '' : 's'}`] : []),
    ...(questions < FULL_SET_ITEMS ? [`${questions} question${questions === 1 ? '' : 's'}`] : []),
  ];
  return few.length ? `This material gave ${few.join(' and ')}: add more notes for more.` : null;
}
