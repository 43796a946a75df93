// The gate a provider's own items pass (an OpenAI-compatible model's, say), written from the same
// teacher's marks as the local generator's gate, on what can be judged from an item's text alone:
// a card or question that leans on a sentence it does not carry or holds the furniture of notes,
// options of which one holds another ("load" beside "load factor") or repeats, and a question whose
// prompt states its own answer. Items that fail are dropped; a set left with fewer than the fewest
// items a set may hold is no set, and the caller falls back to the local generator.
import { FURNITURE, leansOnContext } from './material/stands-alone.ts';
import type { LanguageCode } from './core/language.ts';
import { STUDY_SET_LIMITS, type Flashcard, type QuizQuestion } from './core/types.ts';
import { BLANK, holdsWord } from './core/words.ts';

/** The item's own words, without a blank's marker. */
function standsAlone(text: string, language: LanguageCode): boolean {
  const own = text.replace(BLANK, ' ').trim();
  return !leansOnContext(own, language) && !FURNITURE.test(own);
}

/** A question fit to ask: it stands alone, no option holds another, and its prompt does not state its answer. */
export function fairQuestion(question: Pick<QuizQuestion, 'prompt' | 'options' | 'correctIndex'>, language: LanguageCode): boolean {
  if (!standsAlone(question.prompt, language)) return false;
  const options = question.options.map((option) => option.toLowerCase().trim());
  const nested = options.some((option, at) => options.some((other, otherAt) => otherAt !== at && other.includes(option)));
  const answer = question.options[question.correctIndex] ?? '';
  return !nested && !(answer.trim().length >= 3 && holdsWord(question.prompt, answer));
}

export interface GatedItems {
  flashcards: Flashcard[];
  quiz: QuizQuestion[];
}

/** A provider's cards and questions that pass the gate; throws when too few are left for a set. */
export function gateProviderItems({ flashcards, quiz }: GatedItems, language: LanguageCode): GatedItems {
  const kept = {
    flashcards: flashcards.filter((card) => standsAlone(card.front, language) && !FURNITURE.test(card.back)),
    quiz: quiz.filter((question) => fairQuestion(question, language)),
  };
  if (kept.flashcards.length < STUDY_SET_LIMITS.minItems || kept.quiz.length < STUDY_SET_LIMITS.minItems) {
    throw new Error(`The study-set provider's items did not pass the gate: ${kept.flashcards.length} cards and ${kept.quiz.length} questions were kept`);
  }
  return kept;
}
