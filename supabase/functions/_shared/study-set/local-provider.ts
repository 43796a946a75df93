// The `local` provider: extractive and deterministic, no network and no key, fast enough to run on
// every change of the upload page. The material goes through the stages in their folders, each
// taking the last one's output and never reaching into a later one (stages.test.ts): material/
// cleans the notes (clean.ts) and cuts them into units that read alone or not (segment.ts,
// stands-alone.ts); facts/ finds definitions, key terms, figures and which terms are of one kind
// (facts.ts); items/ builds cards and questions through the item gate, with wrong options of the
// answer's kind (items.ts, item-gate.ts, distractors.ts); summary/ picks the key points. core/
// holds the languages, words and limits every stage reads.
import { findFacts } from './facts/facts.ts';
import { buildItems } from './items/items.ts';
import { prepareMaterial } from './material/material.ts';
import { phrasesFor } from './items/phrases.ts';
import { StudyMaterialError } from './core/study-material-error.ts';
import { summarise } from './summary/summary.ts';
import { STUDY_SET_LIMITS, type LearnerContext, type StudyNote, type StudySet } from './core/types.ts';

export { countWords } from './core/words.ts';

export function generateLocalStudySet(notes: readonly StudyNote[], { ownTerms = [] }: LearnerContext = {}): StudySet {
  const material = prepareMaterial(notes);
  const facts = findFacts(material, ownTerms);
  const { flashcards, quiz } = buildItems(facts, phrasesFor(material.language));
  if (flashcards.length < STUDY_SET_LIMITS.minItems || quiz.length < STUDY_SET_LIMITS.minItems) {
    throw new StudyMaterialError(
      `Your material gave fewer than ${STUDY_SET_LIMITS.minItems} flashcards or questions: add notes with more definitions, key terms, names or dates.`,
    );
  }
  return { summary: summarise(facts), flashcards, quiz, provider: 'local', language: material.language };
}
