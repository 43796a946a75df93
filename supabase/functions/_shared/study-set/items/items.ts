// Stage 4: flashcards and questions from the facts. A definition becomes "What is X?" and "Which
// term is defined as...?"; a key term, name or exact figure becomes a fill-in-the-blank item whose
// wrong options are of the answer's kind (stage 5). Every fill-in-the-blank item passes the gate
// (item-gate.ts) or is not made: without three fair options there is no question.
import { doesSomething, tellsTermApart } from '../facts/definitions.ts';
import { areKin } from '../facts/kinship.ts';
import { explainsSymbol, type FormulaSymbol } from '../facts/symbols.ts';
import { otherDates, type DatedEvent } from '../facts/timeline.ts';
import { capitalised, definedTermsFor, distractorsFor, shownTerm } from './distractors.ts';
import { answerMatters, gatesOf, pronounBeforeAnyName, type ItemGate } from './item-gate.ts';
import { standsAlone } from '../material/stands-alone.ts';
import { keyOf, type Answer, type FoundFacts, type UnitFacts } from '../facts/facts.ts';
import type { Phrases } from './phrases.ts';
import { seededShuffle } from './seeded-order.ts';
import { FULL_SET_ITEMS } from '../core/set-size.ts';
import { STUDY_SET_LIMITS, type Flashcard, type QuizQuestion, type SourceRef } from '../core/types.ts';
import { BLANK, countWords, holdsWord } from '../core/words.ts';

/** What an item asks for: a definition, a figure, a name or a term. A set mixes them. */
type AnswerKind = 'definition' | 'figure' | 'name' | 'term';

interface CardDraft {
  unitFacts: UnitFacts;
  front: string;
  back: string;
  answerKey: string;
  kind: AnswerKind;
}

interface QuestionDraft {
  unitFacts: UnitFacts;
  prompt: string;
  answer: string;
  wrong: string[];
  answerKey: string;
  kind: AnswerKind;
}

function kindOfAnswer(answer: Answer): AnswerKind {
  if (answer.figure) return 'figure';
  return answer.term && answer.term.kind !== 'term' ? 'name' : 'term';
}

/** The draft whose kind the set has least of so far, so a text full of dates is not asked only dates. */
function leastUsed<T extends { kind: AnswerKind }>(drafts: readonly T[], used: Map<AnswerKind, number>): T | undefined {
  let best: T | undefined;
  for (const draft of drafts) if (!best || (used.get(draft.kind) ?? 0) < (used.get(best.kind) ?? 0)) best = draft;
  if (best) used.set(best.kind, (used.get(best.kind) ?? 0) + 1);
  return best;
}

// The articles a definition's term may open with, kept in the question: "What is the Calvin cycle?",
// "Was ist die Photosynthese?".
const ARTICLES = /^(?:the|a|an|el|la|los|las|un|una|le|les|une|der|die|das|ein|eine|o|os|as|um|uma|il|lo|gli|uno)$/i;

function sourceOf(unitFacts: UnitFacts): SourceRef {
  return { note: unitFacts.unit.note, sentence: unitFacts.unit.text };
}

// Past this length a card's blank is a detail of a long copied sentence, not its point: in the
// graded corpus (2026-12-07) teachers marked down all four blanks in sentences of 34 words or more;
// shorter sentences had good and weak blanks alike, so length alone says nothing below it.
// A question keeps it: its options point the learner at what is asked, and where a material has
// few sentences to ask of, the question that would take its place is a worse one.
const LONGEST_CARD_CLOZE_WORDS = 33;

/** The sentence with the answer blanked, or null when too little is left to answer from. */
function clozeOf(text: string, answer: Answer): string | null {
  const cloze = `${text.slice(0, answer.start)}${BLANK}${text.slice(answer.end)}`;
  if (countWords(cloze) < 5) return null;
  // The answer written again elsewhere in the sentence would give it away.
  if (holdsWord(cloze, answer.text)) return null;
  return cloze;
}

/** Options in the blank's own case: a capitalised option alone would give the answer away. */
function inBlankCase(option: string, answer: Answer): string {
  return answer.start === 0 ? capitalised(option) : option;
}

function definitionFront(unitFacts: UnitFacts, phrases: Phrases, facts: FoundFacts): string | null {
  const definition = unitFacts.definition;
  if (!definition) return null;
  const key = definition.term.toLowerCase();
  const term = shownTerm(definition, facts);
  if (definition.equation) return phrases.whatEquals(term);
  // A symbol is asked with its formula (symbolDrafts); alone ("What is meant by P?") it names nothing.
  if (explainsSymbol(definition)) return null;
  if (phrases.whatDoes && doesSomething(definition, facts.material.language)) return phrases.whatDoes(term);
  if (definition.glossary) return phrases.whatIsMeantBy(term);
  if (facts.terms.terms.get(key)?.kind === 'person') return phrases.whoIs(term, definition.past);
  const article = unitFacts.unit.text.slice(0, definition.termStart).trim();
  const subject = ARTICLES.test(article) ? `${article.toLowerCase()} ${term}` : term;
  return phrases.whatIs(subject, definition.plural, definition.past);
}

/**
 * A formula's symbol, asked with its formula: "In $PV = nRT$, what does n stand for?", the formula's
 * other symbols' meanings as wrong options. The line itself ("n = amount of gas...") is shorthand a
 * card need not read alone: the formula says what it belongs to.
 */
function symbolDrafts(unitFacts: UnitFacts, symbol: FormulaSymbol, phrases: Phrases): { cards: CardDraft[]; questions: QuestionDraft[] } {
  const { definition, formula, meaning, others } = symbol;
  const front = phrases.standsFor(definition.term, formula);
  const answerKey = definition.term.toLowerCase();
  const card: CardDraft = { unitFacts, front, back: capitalised(definition.definition), answerKey, kind: 'definition' };
  const questions: QuestionDraft[] =
    others.length >= 3 ? [{ unitFacts, prompt: front, answer: meaning, wrong: others.slice(0, 3), answerKey, kind: 'definition' }] : [];
  return { cards: [card], questions };
}

/**
 * A timeline's line, asked for its date: "When did this happen: Tennis Court Oath?", the
 * timeline's other dates as wrong options. The line is shorthand no blank would read well in.
 */
function datedEventDrafts(unitFacts: UnitFacts, dated: DatedEvent, facts: FoundFacts, phrases: Phrases): { cards: CardDraft[]; questions: QuestionDraft[] } {
  const front = phrases.whenDid(dated.event);
  const answerKey = `figure:${dated.date.toLowerCase()}`;
  const wrong = otherDates([...facts.timeline.values()], dated);
  return {
    cards: [{ unitFacts, front, back: dated.date, answerKey, kind: 'figure' }],
    questions: wrong.length === 3 ? [{ unitFacts, prompt: front, answer: dated.date, wrong, answerKey, kind: 'figure' }] : [],
  };
}

/** Every card and question a fact could give, best first. */
function draftsOf(unitFacts: UnitFacts, facts: FoundFacts, phrases: Phrases, gate: ItemGate): { cards: CardDraft[]; questions: QuestionDraft[] } {
  const symbol = facts.symbols.get(unitFacts.unit.index);
  if (symbol) return symbolDrafts(unitFacts, symbol, phrases);
  const dated = facts.timeline.get(unitFacts.unit.index);
  if (dated) return datedEventDrafts(unitFacts, dated, facts, phrases);
  const cards: CardDraft[] = [];
  const questions: QuestionDraft[] = [];
  const text = unitFacts.unit.text;
  if (!standsAlone(unitFacts.unit, facts.material.language, gate.strict) || pronounBeforeAnyName(unitFacts, facts.material.language)) return { cards, questions };
  const definition = unitFacts.definition;
  const front = definitionFront(unitFacts, phrases, facts);
  if (definition && front) {
    const answerKey = definition.term.toLowerCase();
    // A Hindi definition is a clause of its sentence ("...बदलने को संघनन कहते हैं"): the card gives the sentence.
    // "What is meant by ATP?" asks what it stands for as well as what it is.
    const meaning = definition.expansion ? `${definition.expansion}, ${definition.definition}` : definition.definition;
    const back = facts.material.language === 'hi' && !definition.glossary ? text : capitalised(meaning);
    cards.push({ unitFacts, front, back, answerKey, kind: 'definition' });
    const wrong = definedTermsFor(facts, unitFacts, gate);
    const answer = shownTerm(definition, facts);
    // A word for a kind ("hormone") is defined by what its members also are: no option is wrong.
    if (wrong.length === 3 && !gate.kinds.has(answerKey) && tellsTermApart(definition) && !oneOptionOffKind(facts, answerKey, wrong)) {
      const prompt = phrases.whichDoes && doesSomething(definition, facts.material.language) ? phrases.whichDoes(definition.definition) : phrases.whichTerm(definition.definition);
      questions.push({ unitFacts, prompt, answer, wrong, answerKey, kind: 'definition' });
    }
  }
  // Figures first (dates, amounts), then names, then the most important terms.
  const answers = [...unitFacts.answers]
    .filter((answer) => !(definition && answer.term && answer.start === definition.termStart))
    .filter((answer) => answerMatters(facts, answer, unitFacts, gate))
    .sort((a, b) => rank(b) - rank(a) || a.start - b.start)
    .slice(0, 4);
  for (const answer of answers) {
    const cloze = clozeOf(text, answer);
    if (!cloze) continue;
    if (usedAsVerb(text, answer, facts.material.language)) continue;
    // "la Tierra" among "la tierra": a capital the other options lack would give the answer away.
    const oddCapital = answer.start > 0 && answer.term?.kind === 'term' && /^\p{Lu}/u.test(answer.text) && !/^\p{Lu}/u.test(answer.term.text);
    const written = answer.start === 0 ? capitalised(answer.text) : answer.text;
    if (!gate.strict || countWords(text) <= LONGEST_CARD_CLOZE_WORDS) cards.push({ unitFacts, front: cloze, back: written, answerKey: keyOf(answer), kind: kindOfAnswer(answer) });
    const wrong = distractorsFor(facts, answer, text, gate).map((option) => inBlankCase(option, answer));
    if (wrong.length === 3 && !oddCapital) {
      questions.push({ unitFacts, prompt: phrases.fillBlank(cloze), answer: written, wrong, answerKey: keyOf(answer), kind: kindOfAnswer(answer) });
    }
  }
  return { cards, questions };
}

/**
 * Options of which three are one family and one is not (three kinds of plate boundary and "lithosphere"):
 * the odd one is either a wrong option anyone rules out, or the answer, which then gives itself away.
 */
function oneOptionOffKind(facts: FoundFacts, answerKey: string, wrong: string[]): boolean {
  const keys = [answerKey, ...wrong.map((option) => option.toLowerCase())];
  const kinOf = (key: string) => keys.filter((other) => other !== key && areKin(facts.kinship, key, other)).length;
  const counts = keys.map(kinOf);
  return counts.filter((count) => count === 2).length === 3 && counts.filter((count) => count === 0).length === 1;
}

/** "expectations shift the curve", "to shift": a word that names a thing elsewhere is a verb here. */
function usedAsVerb(text: string, answer: Answer, language: string): boolean {
  if (language !== 'en' || !answer.term || answer.term.kind !== 'term' || answer.term.words > 1) return false;
  return /^\s+(?:the|a|an|its|their)\s/i.test(text.slice(answer.end, answer.end + 8)) || /(?:^|\s)to\s+$/i.test(text.slice(Math.max(0, answer.start - 4), answer.start));
}

function rank(answer: Answer): number {
  if (answer.figure) return answer.figure.kind === 'count' ? 1 : 5;
  if (!answer.term) return 0;
  return (answer.term.kind === 'term' ? 2 : 3) + Math.min(answer.term.score, 10) / 10;
}

/** Facts best first, taking turns between sections so the set covers the whole material. */
function inTurns(facts: FoundFacts): UnitFacts[] {
  const bySection = new Map<number, UnitFacts[]>();
  for (const unitFacts of facts.units) {
    const list = bySection.get(unitFacts.unit.section) ?? [];
    list.push(unitFacts);
    bySection.set(unitFacts.unit.section, list);
  }
  const queues = [...bySection.values()].map((list) => [...list].sort((a, b) => b.score - a.score || a.unit.index - b.unit.index));
  const order: UnitFacts[] = [];
  for (let round = 0; order.length < facts.units.length; round += 1) {
    for (const queue of queues) {
      const next = queue[round];
      if (next) order.push(next);
    }
  }
  return order;
}

export interface BuiltItems {
  flashcards: Flashcard[];
  quiz: QuizQuestion[];
}

/**
 * The items of the strict gate. Where it gives fewer than a set's fewest cards or questions, the
 * next gate's best items make up the difference and no more (gatesOf): a small set of items a
 * teacher would sign, not a full set of weaker ones.
 */
export function buildItems(facts: FoundFacts, phrases: Phrases): BuiltItems {
  const fewest = STUDY_SET_LIMITS.minItems;
  const [strict, ...laterGates] = gatesOf(facts);
  const chosen = chooseItems(facts, phrases, strict!);
  for (const gate of laterGates) {
    if (chosen.cards.length >= fewest && chosen.questions.length >= fewest) break;
    const drafts = chooseItems(facts, phrases, gate);
    chosen.cards = toppedUp(chosen.cards, drafts.cards, (a, b) => a.answerKey === b.answerKey || a.front === b.front);
    // Of a later gate's questions, those with more wrong options the material shows as the answer's kin come first.
    const kinOptions = (draft: QuestionDraft) => draft.wrong.filter((option) => areKin(facts.kinship, draft.answerKey, option.toLowerCase())).length;
    chosen.questions = toppedUp(chosen.questions, drafts.questions, (a, b) => a.answerKey === b.answerKey || a.prompt === b.prompt, kinOptions);
  }
  return finished(chosen, phrases);
}

// Teachers grade definition items best, then dates and figures, then names, then other blanks.
const KIND_ORDER: readonly AnswerKind[] = ['definition', 'figure', 'name', 'term'];

/** A later gate's items, best first (by `rank`, then kind), only as many as the set still lacks of its fewest. */
function toppedUp<T extends { kind: AnswerKind }>(kept: T[], more: T[], same: (a: T, b: T) => boolean, rank: (draft: T) => number = () => 0): T[] {
  const fewest = STUDY_SET_LIMITS.minItems;
  if (kept.length >= fewest) return kept;
  const fresh = more.filter((draft) => !kept.some((other) => same(draft, other)));
  const ordered = [...fresh].sort((a, b) => rank(b) - rank(a) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return [...kept, ...ordered].slice(0, fewest);
}

interface ChosenDrafts {
  /** Best first. */
  cards: CardDraft[];
  questions: QuestionDraft[];
}

function chooseItems(facts: FoundFacts, phrases: Phrases, gate: ItemGate): ChosenDrafts {
  // A full set is the aim; short material gives what it has, down to the fewest a set may hold.
  const target = Math.min(Math.max(Math.round(facts.units.length * 0.4), FULL_SET_ITEMS), STUDY_SET_LIMITS.maxItems);
  const order = inTurns(facts);
  const drafts = new Map<number, ReturnType<typeof draftsOf>>();
  const draftsFor = (unitFacts: UnitFacts) => {
    let found = drafts.get(unitFacts.unit.index);
    if (!found) {
      found = draftsOf(unitFacts, facts, phrases, gate);
      drafts.set(unitFacts.unit.index, found);
    }
    return found;
  };

  // Every other fact that can be asked as a question is left to the quiz, so a material whose facts
  // each hold one answer (a date, a definition) gives both cards and questions, never both on one.
  const askable = facts.units.filter((unitFacts) => draftsFor(unitFacts).questions.length > 0);
  const leftToQuiz = new Set(
    askable.filter((_, index) => index % 2 === 1).map((unitFacts) => `${unitFacts.unit.index}:${draftsFor(unitFacts).questions[0]!.answerKey}`),
  );
  const cards: CardDraft[] = [];
  const cardKinds = new Map<AnswerKind, number>();
  const cardAnswers = new Set<string>();
  const cardFronts = new Set<string>();
  // A set short of its fewest cards also makes cards of the facts left to the quiz, which asks
  // the definitions the cards ask anyway when it is short of a full set.
  for (const leaveToQuiz of [true, false]) {
    if (!leaveToQuiz && cards.length >= STUDY_SET_LIMITS.minItems) break;
    for (const unitFacts of order) {
      if (cards.length >= target) break;
      const usable = draftsFor(unitFacts).cards.filter(
        (draft) =>
          !cardAnswers.has(draft.answerKey) &&
          !cardFronts.has(draft.front.toLowerCase()) &&
          !(leaveToQuiz && leftToQuiz.has(`${unitFacts.unit.index}:${draft.answerKey}`)),
      );
      // A definition makes the best card ("What is osmosis?"); otherwise the kind the set lacks.
      const card = usable.find((draft) => draft.kind === 'definition') ?? leastUsed(usable, cardKinds);
      if (!card) continue;
      cards.push(card);
      cardAnswers.add(card.answerKey);
      cardFronts.add(card.front.toLowerCase());
    }
  }

  // Questions ask about facts the cards did not use first, then the rest with another answer.
  const questions: QuestionDraft[] = [];
  const questionAnswers = new Set<string>();
  const prompts = new Set<string>();
  const usedByCards = new Set(cards.map((card) => card.unitFacts.unit.index));
  const cardKeys = new Set(cards.map((card) => `${card.unitFacts.unit.index}:${card.answerKey}`));
  const questionOrder = [...order.filter((u) => !usedByCards.has(u.unit.index)), ...order.filter((u) => usedByCards.has(u.unit.index))];
  const questionKinds = new Map<AnswerKind, number>();
  const fresh = (draft: QuestionDraft) => !questionAnswers.has(draft.answerKey) && !prompts.has(draft.prompt.toLowerCase());
  const take = (question: QuestionDraft) => {
    questions.push(question);
    questionAnswers.add(question.answerKey);
    prompts.add(question.prompt.toLowerCase());
  };
  for (const unitFacts of questionOrder) {
    if (questions.length >= target) break;
    const usable = draftsFor(unitFacts).questions.filter((draft) => fresh(draft) && !cardKeys.has(`${draft.unitFacts.unit.index}:${draft.answerKey}`));
    const question = leastUsed(usable, questionKinds);
    if (question) take(question);
  }
  /** Asks again, up to `limit` questions, the facts the cards ask that `accepts` lets through. */
  const askAgain = (limit: number, accepts: (draft: QuestionDraft) => boolean) => {
    for (const unitFacts of order) {
      if (questions.length >= limit) break;
      const question = draftsFor(unitFacts).questions.find((draft) => accepts(draft) && fresh(draft));
      if (question) take(question);
    }
  };
  // A quiz still short of a full set also asks the definitions the cards ask: recognising the term
  // is practice of its own, and better than a question a teacher would not sign.
  askAgain(target, (draft) => draft.kind === 'definition');
  // Short of the fewest a set holds, any fact a card asks is asked again: five dates make three
  // cards and three questions rather than a refusal of ordinary notes.
  askAgain(STUDY_SET_LIMITS.minItems, () => true);
  return { cards, questions };
}

/** The chosen items as the learner meets them: in the material's order, options shuffled. */
function finished({ cards, questions }: ChosenDrafts, phrases: Phrases): BuiltItems {
  const inMaterialOrder = <T extends { unitFacts: UnitFacts }>(a: T, b: T) => a.unitFacts.unit.index - b.unitFacts.unit.index;
  return {
    flashcards: [...cards].sort(inMaterialOrder).map((card, index) => ({
      id: `card-${index + 1}`,
      front: card.front,
      back: card.back,
      source: sourceOf(card.unitFacts),
    })),
    quiz: [...questions].sort(inMaterialOrder).map((question, index) => {
      const options = seededShuffle([question.answer, ...question.wrong], question.prompt);
      return {
        id: `question-${index + 1}`,
        prompt: question.prompt,
        options,
        correctIndex: options.indexOf(question.answer),
        explanation: phrases.explanation(question.answer, question.unitFacts.unit.text),
        source: sourceOf(question.unitFacts),
      };
    }),
  };
}
