import { prepareMaterial, type MaterialSentence, type PreparedMaterial } from './material.ts';
import { numberDistractors, numbersIn, type NumberMention } from './numbers.ts';
import { seededShuffle } from './seeded-order.ts';
import { StudyMaterialError } from './study-material-error.ts';
import { definitionIn, keyTermsOf, termDistractors, type Definition, type KeyTerm } from './terms.ts';
import { STUDY_SET_LIMITS, type Flashcard, type KeyPoint, type QuizQuestion, type StudyNote, type StudySet } from './types.ts';
import { BLANK, blankOut, findTerm, isContentWord, wordsOf } from './words.ts';

/** One fact the material states, ready to become a flashcard or a question. */
interface Fact {
  sentence: MaterialSentence;
  kind: 'definition' | 'term' | 'number';
  /** The answer, as the sentence writes it (so it can always be found there). */
  answer: string;
  /** For a term or number: the sentence with the answer blanked out. */
  cloze?: string;
  definition?: Definition;
  distractors: string[];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sourceOf(sentence: MaterialSentence) {
  return { note: sentence.note, sentence: sentence.text };
}

/** Sentences that carry the material's recurring ideas score higher (a small TextRank-like measure). */
function scoreSentences(material: PreparedMaterial, definitions: readonly Definition[]): Map<number, number> {
  const frequency = new Map<string, number>();
  for (const { text } of material.statements) {
    for (const word of wordsOf(text)) if (isContentWord(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const defined = new Set(definitions.map((definition) => definition.sentence.index));
  const scores = new Map<number, number>();
  for (const sentence of material.statements) {
    const words = wordsOf(sentence.text);
    const distinct = new Set(words.filter(isContentWord));
    let score = 0;
    for (const word of distinct) score += (frequency.get(word) ?? 1) - 1;
    score /= Math.sqrt(Math.max(words.length, 1));
    if (defined.has(sentence.index)) score += 2;
    if (numbersIn(sentence.text).length > 0) score += 0.5;
    if (sentence.opensParagraph) score += 0.5;
    scores.set(sentence.index, score);
  }
  return scores;
}

function leavesEnoughContext(cloze: string): boolean {
  return cloze.replace(BLANK, ' ').split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length >= 5;
}

/** Options in the blank's own case: a capitalised option alone would give the answer away. */
function inBlankCase(option: string, cloze: string): string {
  return cloze.startsWith(BLANK) ? capitalise(option) : option;
}

function pickDistractors(candidates: readonly string[], answer: string, seed: string): string[] {
  const unique: string[] = [];
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    if (key !== answer.toLowerCase() && !unique.some((other) => other.toLowerCase() === key)) unique.push(candidate);
  }
  // A little variety among the best fits, still the same for the same material.
  return seededShuffle(unique.slice(0, 6), seed).slice(0, 3);
}

function factsOf(sentence: MaterialSentence, definition: Definition | undefined, terms: readonly KeyTerm[], numbers: readonly NumberMention[]): Fact[] {
  const facts: Fact[] = [];
  if (definition) {
    const answer = terms.find((term) => term.text.toLowerCase() === definition.term.toLowerCase())?.text ?? definition.term;
    const distractors = pickDistractors(termDistractors(answer, sentence.text, terms).map((term) => term.text), answer, sentence.text);
    facts.push({ sentence, kind: 'definition', answer, definition, distractors });
  }
  for (const mention of numbersIn(sentence.text)) {
    const cloze = blankOut(sentence.text, mention.text);
    if (!leavesEnoughContext(cloze) || cloze.includes(mention.text)) continue;
    const distractors = numberDistractors(mention, sentence.text, numbers, sentence.index);
    facts.push({ sentence, kind: 'number', answer: mention.text, cloze, distractors });
    break;
  }
  const present = terms.filter((term) => findTerm(sentence.text, term.text) >= 0 && term.text.toLowerCase() !== definition?.term.toLowerCase());
  // The longest term wins: 'Treaty of Versailles', not 'treaty'.
  const termsHere = present.filter(
    (term) => !present.some((other) => other !== term && other.text.length > term.text.length && findTerm(other.text, term.text) >= 0),
  );
  for (const term of termsHere.slice(0, 3)) {
    const at = findTerm(sentence.text, term.text);
    const written = sentence.text.slice(at, at + term.text.length);
    const cloze = blankOut(sentence.text, written);
    if (!leavesEnoughContext(cloze) || findTerm(cloze, term.text) >= 0) continue;
    const answer = inBlankCase(term.text, cloze);
    const distractors = pickDistractors(termDistractors(term.text, sentence.text, terms).map((other) => inBlankCase(other.text, cloze)), answer, sentence.text);
    facts.push({ sentence, kind: 'term', answer, cloze, distractors });
  }
  return facts;
}

function flashcardOf(fact: Fact, id: string): Flashcard {
  if (fact.kind === 'definition' && fact.definition) {
    const { article, verb, definition } = fact.definition;
    const subject = `${article ? `${article} ` : ''}${fact.answer}`;
    const questions: Record<string, string> = {
      means: `What does ${subject} mean?`,
      'refers to': `What does ${subject} refer to?`,
      'refer to': `What do ${subject} refer to?`,
      'is defined as': `How is ${subject} defined?`,
      'are defined as': `How are ${subject} defined?`,
    };
    return { id, front: questions[verb] ?? `What ${verb} ${subject}?`, back: capitalise(definition), source: sourceOf(fact.sentence) };
  }
  return { id, front: fact.cloze ?? fact.sentence.text, back: fact.answer, source: sourceOf(fact.sentence) };
}

function questionOf(fact: Fact, id: string): QuizQuestion {
  const prompt =
    fact.kind === 'definition' && fact.definition
      ? `Which term matches this description: "${fact.definition.definition}"?`
      : `Fill in the blank: ${fact.cloze ?? ''}`;
  const options = seededShuffle([fact.answer, ...fact.distractors], prompt);
  return {
    id,
    prompt,
    options,
    correctIndex: options.indexOf(fact.answer),
    explanation: `The answer is "${fact.answer}". From your notes: ${fact.sentence.text}`,
    source: sourceOf(fact.sentence),
  };
}

/**
 * The `local` provider: extractive and deterministic, no network and no key. Definitions become
 * "What is...?" cards and "Which term...?" questions; key terms, dates and figures become
 * fill-in-the-blank items whose wrong options are other terms or figures of the same material.
 */
export function generateLocalStudySet(notes: readonly StudyNote[]): StudySet {
  const material = prepareMaterial(notes);
  const definitions: Definition[] = [];
  for (const sentence of material.statements) {
    const definition = definitionIn(sentence);
    if (definition && !definitions.some((other) => other.term.toLowerCase() === definition.term.toLowerCase())) {
      definitions.push(definition);
    }
  }
  const terms = keyTermsOf(material.statements, definitions);
  const numbers = material.statements.flatMap((sentence) => numbersIn(sentence.text));
  const scores = scoreSentences(material, definitions);
  const ranked = [...material.statements].sort((a, b) => (scores.get(b.index) ?? 0) - (scores.get(a.index) ?? 0) || a.index - b.index);
  const target = Math.min(Math.max(Math.round(material.statements.length * 0.4), STUDY_SET_LIMITS.minItems), STUDY_SET_LIMITS.maxItems);

  const factsBySentence = new Map<number, Fact[]>();
  for (const sentence of ranked) {
    const definition = definitions.find((candidate) => candidate.sentence.index === sentence.index);
    factsBySentence.set(sentence.index, factsOf(sentence, definition, terms, numbers));
  }

  // Flashcards: one per sentence, best sentences first, each answer once.
  const cardFacts: Fact[] = [];
  const cardAnswers = new Set<string>();
  for (const sentence of ranked) {
    if (cardFacts.length >= target) break;
    const fact = (factsBySentence.get(sentence.index) ?? []).find((candidate) => !cardAnswers.has(candidate.answer.toLowerCase()));
    if (!fact) continue;
    cardFacts.push(fact);
    cardAnswers.add(fact.answer.toLowerCase());
  }

  // Quiz: sentences the flashcards did not use first, then the rest with another answer.
  const quizFacts: Fact[] = [];
  const quizAnswers = new Set<string>();
  const usedByCards = new Set(cardFacts.map((fact) => fact.sentence.index));
  const cardKeys = new Set(cardFacts.map((fact) => `${fact.sentence.index}:${fact.answer.toLowerCase()}`));
  const order = [...ranked.filter((s) => !usedByCards.has(s.index)), ...ranked.filter((s) => usedByCards.has(s.index))];
  for (const sentence of order) {
    if (quizFacts.length >= target) break;
    const fact = (factsBySentence.get(sentence.index) ?? []).find(
      (candidate) =>
        candidate.distractors.length === 3 &&
        !quizAnswers.has(candidate.answer.toLowerCase()) &&
        !cardKeys.has(`${sentence.index}:${candidate.answer.toLowerCase()}`),
    );
    if (!fact) continue;
    quizFacts.push(fact);
    quizAnswers.add(fact.answer.toLowerCase());
  }

  if (cardFacts.length < STUDY_SET_LIMITS.minItems || quizFacts.length < STUDY_SET_LIMITS.minItems) {
    throw new StudyMaterialError(
      'Your material has too few distinct facts for a study set: add notes with more definitions, key terms, names or dates.',
    );
  }

  const inMaterialOrder = (a: Fact, b: Fact) => a.sentence.index - b.sentence.index;
  const summaryCount = Math.min(Math.max(Math.round(material.statements.length / 6), 3), 7);
  const summary: KeyPoint[] = ranked
    .slice(0, summaryCount)
    .sort((a, b) => a.index - b.index)
    .map((sentence) => ({ text: sentence.text, source: sourceOf(sentence) }));

  return {
    summary,
    flashcards: cardFacts.sort(inMaterialOrder).map((fact, index) => flashcardOf(fact, `card-${index + 1}`)),
    quiz: quizFacts.sort(inMaterialOrder).map((fact, index) => questionOf(fact, `question-${index + 1}`)),
    provider: 'local',
  };
}
