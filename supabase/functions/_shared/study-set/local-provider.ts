// The `local` provider: extractive and deterministic, no network and no key, fast enough to run on
// every change of the upload page. The material goes through six stages, each taking the last
// one's output: clean (clean.ts), segment (segment.ts), find facts (facts.ts), build items
// (items.ts) with distractors of the answer's kind (distractors.ts), and summarise (summary.ts).
import { findFacts } from './facts.ts';
import { buildItems } from './items.ts';
import { prepareMaterial } from './material.ts';
import { phrasesFor } from './phrases.ts';
import { StudyMaterialError } from './study-material-error.ts';
import { summarise } from './summary.ts';
import { STUDY_SET_LIMITS, type StudyNote, type StudySet } from './types.ts';

export { countWords } from './words.ts';

export function generateLocalStudySet(notes: readonly StudyNote[]): StudySet {
  const material = prepareMaterial(notes);
  const facts = findFacts(material);
  const { flashcards, quiz } = buildItems(facts, phrasesFor(material.language));
  if (flashcards.length < STUDY_SET_LIMITS.minItems || quiz.length < STUDY_SET_LIMITS.minItems) {
    throw new StudyMaterialError(
      `Your material gave fewer than ${STUDY_SET_LIMITS.minItems} flashcards or questions: add notes with more definitions, key terms, names or dates.`,
    );
  }
  return { summary: summarise(facts), flashcards, quiz, provider: 'local', language: material.language };
}
