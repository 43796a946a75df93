// Quiz questions from the term/definition pairs of a deck a learner brings in (an Anki package, a
// CSV, a Quizlet export): "Which term is defined as...?", worded in the deck's language, the term
// among three of the deck's other terms. Options defined as the same kind of thing come first (the
// head of their description, as kinship.ts reads it: "a protein that..." beside "a protein
// which..."), then the nearest in the deck, which decks keep by topic. Every question passes the gate
// a provider's questions pass (answer-gate.ts), and no option is named in the definition asked.
import { fairQuestion } from './answer-gate.ts';
import { detectLanguage } from './core/language.ts';
import { STUDY_SET_LIMITS, type TermPair } from './core/types.ts';

export type { TermPair };
import { holdsWord } from './core/words.ts';
import { descriptionHead } from './facts/kinship.ts';
import { phrasesFor } from './items/phrases.ts';
import { seededShuffle } from './items/seeded-order.ts';

export interface PairQuestion {
  prompt: string;
  options: string[];
  correctIndex: number;
}

// A card is a term and its meaning when its front is a few words and no question ("What is the
// capital of Peru?" / "Lima" is a question and its answer: asking which term is defined as "Lima"
// would be nonsense). A word and its translation ("uno" / "one") is such a pair.
const MOST_TERM_WORDS = 6;
const isTermPair = ({ term, definition }: TermPair) => term.split(/\s+/).length <= MOST_TERM_WORDS && !/[?？¿]/u.test(term) && definition.trim() !== '';

/** Up to 15 questions, spread over the deck; none for a pair without three fair wrong options. */
export function questionsFromPairs(pairs: readonly TermPair[]): PairQuestion[] {
  const language = detectLanguage(pairs.map((pair) => pair.definition).join('\n'));
  const phrases = phrasesFor(language);
  const terms = pairs.map((pair, index) => ({ ...pair, index, head: descriptionHead(pair.definition, language), usable: isTermPair(pair) }));
  const usable = terms.filter((pair) => pair.usable);
  const stride = Math.max(1, Math.floor(usable.length / STUDY_SET_LIMITS.maxItems));
  const questions: PairQuestion[] = [];
  for (let at = 0; at < usable.length && questions.length < STUDY_SET_LIMITS.maxItems; at += stride) {
    const asked = usable[at]!;
    const prompt = phrases.whichTerm(asked.definition.replace(/\s+/g, ' '));
    const candidates = usable
      .filter((other) => other.index !== asked.index && !holdsWord(asked.definition, other.term))
      .sort((a, b) => Number(b.head !== '' && b.head === asked.head) - Number(a.head !== '' && a.head === asked.head) || Math.abs(a.index - asked.index) - Math.abs(b.index - asked.index));
    const wrong: string[] = [];
    for (const candidate of candidates) {
      if (wrong.length === 3) break;
      const options = [asked.term, ...wrong, candidate.term];
      if (fairQuestion({ prompt, options, correctIndex: 0 }, language)) wrong.push(candidate.term);
    }
    if (wrong.length < 3) continue;
    const options = seededShuffle([asked.term, ...wrong], prompt);
    questions.push({ prompt, options, correctIndex: options.indexOf(asked.term) });
  }
  return questions;
}
