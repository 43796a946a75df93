// The gate every fill-in-the-blank item passes before it is kept, written from what a teacher marks
// down (docs/decisions.md, "The item gate"): a sentence that leans on one before it, the furniture of
// notes, an approximate figure, a blank on a word that does not matter, and wrong options that are
// of another kind or also right. An item that fails is not made: a smaller set is better than a
// set a teacher would not sign.
import type { Answer, FoundFacts, UnitFacts } from '../facts/facts.ts';
import type { LanguageCode } from '../core/language.ts';
import type { MaterialUnit } from '../material/segment.ts';
import { topicOf } from '../facts/topic.ts';

// A figure said to be approximate is no answer and no option: "about 1760", "roughly 5 cm".
const APPROXIMATE_WORDS = [
  'about', 'around', 'roughly', 'approximately', 'approx\\.?', 'nearly', 'almost', 'some', 'over', 'under', 'up to', 'more than', 'less than', 'c\\.', 'ca\\.', 'circa',
  'unos', 'unas', 'cerca de', 'aproximadamente', 'casi', 'más de', 'alrededor de',
  'environ', 'presque', 'plus de', 'vers', 'près de',
  'etwa', 'ungefähr', 'rund', 'fast', 'über', 'knapp', 'ca',
  'quase', 'mais de',
  'quasi', 'oltre',
  'लगभग', 'करीब', 'क़रीब',
];
const APPROXIMATE_BEFORE = new RegExp(`(?:(?<![\\p{L}\\p{M}])(?:${APPROXIMATE_WORDS.join('|')})|~|≈)\\s*$`, 'iu');

/**
 * Whether an English sentence says "he", "him", "his", "she" or "her" before naming any person
 * ("In 27 BC the Senate gave him the name Augustus"): who is meant, the sentence before said.
 */
export function pronounBeforeAnyName(unitFacts: UnitFacts, language: LanguageCode): boolean {
  if (language !== 'en') return false;
  const pronoun = /\b(?:he|him|his|she|her)\b/i.exec(unitFacts.unit.text);
  if (!pronoun) return false;
  return !unitFacts.answers.some((answer) => answer.term?.kind === 'person' && answer.start < pronoun.index);
}


/** Whether the rest of the sentence states the figure's number again ("rated at _____ transfers 2,000 J"). */
function givenAway(sentence: string, answer: Answer): boolean {
  const number = /\d[\d.,]*/.exec(answer.text)?.[0];
  if (!number) return false;
  const rest = `${sentence.slice(0, answer.start)} ${sentence.slice(answer.end)}`;
  return new RegExp(`(?<![\\d.,])${number.replace(/[.,]/g, '\\$&')}(?![\\d])`).test(rest);
}

/**
 * Whether a year only dates a statistic ("10.5 million people in _____, 21 million in 1851"): the
 * figure is the fact there, and the year an arbitrary point of it.
 */
function datesAStatistic(answer: Answer, others: readonly Answer[], sentence: string): boolean {
  if (answer.figure?.kind !== 'year' && answer.figure?.kind !== 'date') return false;
  return others.some(({ figure }) => {
    if (!figure || figure === answer.figure) return false;
    if (figure.kind === 'quantity' || figure.kind === 'percent' || figure.kind === 'money') return true;
    // A day of the month ("am 11. November") is a count too: only a large one is a statistic.
    return figure.kind === 'count' && (figure.value >= 1000 || LARGE_AFTER.test(sentence.slice(figure.end, figure.end + 12)));
  });
}

// "10,5 millions", "70 000 habitants", "3 lakh": a count's scale, or its thousands after a space.
const LARGE_AFTER = /^\s?(?:\d{3}(?!\d)|millions?|millones|millionen|milhões|milioni|milliards?|billions?|thousand|mil\b|lakh|crore|लाख|करोड़)/iu;

/** Whether the figure is given as approximate in its sentence. */
export function isApproximate(sentence: string, answer: Answer): boolean {
  return APPROXIMATE_BEFORE.test(sentence.slice(Math.max(0, answer.start - 24), answer.start)) || BOUND_AFTER.test(sentence.slice(answer.end, answer.end + 16));
}

// "100°C से कम" (below 100 °C) gives a bound: any figure beyond it makes a true sentence too.
const BOUND_AFTER = /^\s*से\s+(?:कम|अधिक|ज़्यादा|ज्यादा|ऊपर|नीचे)(?![\p{L}\p{M}])/u;

/**
 * The words the material uses for kinds of things ("a hormone that...", "the organelle where..."):
 * the first noun after the article of each definition. Such a word is never an answer to blank nor
 * a wrong option: it is often true of the answer ("insulin" is a hormone).
 */
export function kindWords(facts: FoundFacts): Set<string> {
  const kinds = new Set<string>();
  for (const definition of facts.definitions) {
    // Only "a/the <kind> that...": a glossary line's clause ("plates move apart") names no kind.
    const [article, ...words] = definition.definition.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
    if (!article || !DEFINITE_OR_INDEFINITE.test(article)) continue;
    const head = words.find((word) => !facts.stopWords.has(word) && word.length > 2);
    if (head) kinds.add(head);
  }
  for (const key of sectionCategories(facts)) kinds.add(key);
  return kinds;
}

/**
 * The terms that name what their section is a list of: "endocrine glands" under "The endocrine
 * system", beside "thyroid gland" and "adrenal glands". Each member is one of them, so as an option
 * or an answer beside its members the category is true too.
 */
function sectionCategories(facts: FoundFacts): string[] {
  const headings = new Map(facts.material.units.map((unit) => [unit.section, unit.heading?.toLowerCase() ?? '']));
  const headOf = (key: string) => (key.split(' ').at(-1) ?? '').replace(/e?s$/u, '');
  const terms = [...facts.terms.terms.values()];
  return terms
    .filter((term) => term.plural && term.words >= 2)
    .filter((term) => {
      const heading = headings.get(term.section) ?? '';
      const modifiers = term.key.split(' ').slice(0, -1);
      return modifiers.some((word) => word.length > 3 && new RegExp(`(?:^|\\s)${word}(?:\\s|$)`, 'u').test(heading));
    })
    .filter((term) => terms.some((other) => other !== term && other.key !== term.key && headOf(other.key) === headOf(term.key)))
    .map((term) => term.key);
}

const DEFINITE_OR_INDEFINITE = /^(?:a|an|the|un|una|el|la|le|les|une|der|die|das|ein|eine|o|um|uma|il|lo)$/u;

/**
 * What the gate knows of the whole material, and how strict it is. The strict gate keeps only what
 * a teacher would sign. A material that gives too few items through it is topped up from the fair
 * gate (sentences that stand alone and blanks that matter, with options of the answer's kind of
 * name or number though not shown kin), then from the relaxed gate, whose items are weaker but
 * better than refusing ordinary notes.
 */
export interface ItemGate {
  /** Words for kinds of things (kindWords). */
  kinds: ReadonlySet<string>;
  /** The term the material is about (topicOf). */
  topic: string | null;
  /** Items stand alone and ask what matters. */
  strict: boolean;
  /** A concept's options are its kin only (kinship.ts). */
  kinOnly: boolean;
}

/** The gates of a material, strictest first. */
export function gatesOf(facts: FoundFacts): ItemGate[] {
  const strict: ItemGate = { kinds: kindWords(facts), topic: topicOf(facts), strict: true, kinOnly: true };
  return [strict, { ...strict, kinOnly: false }, { ...strict, strict: false, kinOnly: false }];
}

/**
 * Whether a blank on this answer asks something that matters: an exact figure, a person, an event
 * or an organisation, or a key term (one the material defines or sets in bold; the relaxed gate also
 * takes any name and a term used twice), never the topic of the material itself nor a word for a
 * kind of thing.
 */
export function answerMatters(facts: FoundFacts, answer: Answer, { unit, answers: others }: UnitFacts, gate: ItemGate): boolean {
  const sentence = unit.text;
  if (glossed(sentence, answer) || labelsNote(facts, unit, answer) || !inScriptOf(facts.material.language, answer.text)) return false;
  if (answer.figure) {
    // Half of a range ("30-_____%") asks an arbitrary end of what the material gives as a span.
    const range = /\d\s*[-–/]\s*$/.test(sentence.slice(0, answer.start)) || /^\s*[-–/]\s*\d/.test(sentence.slice(answer.end));
    // A decade ("the early 1960s") is a span, not an exact date to recall.
    return answer.figure.kind !== 'count' && answer.figure.kind !== 'decade' && !range && !isApproximate(sentence, answer) && !givenAway(sentence, answer) && !datesAStatistic(answer, others, sentence);
  }
  const term = answer.term;
  if (!term) return false;
  if (term.key === gate.topic || gate.kinds.has(term.key) || rankedAmong(sentence, answer)) return false;
  // A person, an event or an organisation is worth asking; a country or a plain capitalised word
  // ("Deutschland", "Januar") mostly is not.
  if (term.kind !== 'term') {
    // "Frederick Vine and _____": the partner of a name already given is a detail.
    if (besidePartner(sentence, answer)) return false;
    if (!gate.strict) return true;
    // "the Senate", "the Republic": a body of one word is guessed from the sentence around it.
    if (term.kind === 'organisation') return term.words > 1;
    return term.kind === 'person' || term.kind === 'event';
  }
  // Beside a formula a recurring term is what the formula is about ("the work done is given by $W = F d$").
  const besideFormula = /\$[^$]+\$/.test(sentence);
  // One of a kind the material lists (an organ among "mouth, oesophagus, stomach...") is a concept to know.
  const listed = (facts.kinship.get(term.key)?.size ?? 0) >= 4;
  // ...and so is the organ a bullet of that list is about, after its article ("- The large intestine
  // absorbs water", "- O intestino grosso..."), though named only once.
  const bulletSubject = unit.kind === 'bullet' && /^[\p{L}'’]+\s+$/u.test(sentence.slice(0, answer.start));
  return isKeyTerm(facts, term.key) || ((!gate.strict || besideFormula || listed) && term.score >= 2) || (listed && bulletSubject);
}

// "Jupiter is the largest _____", "Júpiter es el _____ más grande": the noun a superlative ranks
// its subject among is the subject's kind, which the sentence all but says.
const SUPERLATIVE_AFTER = /^\s+(?:más|plus|più|mais)\s+\p{L}/iu;
const SUPERLATIVE_BEFORE = /(?:^|\s)(?:the\s+(?:[\p{L}]+est|most\s+[\p{L}]+|best|worst)|(?:der|die|das|den|dem)\s+[\p{L}]+st(?:e|en|er))\s+$/iu;

function rankedAmong(sentence: string, answer: Answer): boolean {
  return SUPERLATIVE_AFTER.test(sentence.slice(answer.end)) || SUPERLATIVE_BEFORE.test(sentence.slice(Math.max(0, answer.start - 40), answer.start));
}

function besidePartner(sentence: string, answer: Answer): boolean {
  return /\p{Lu}[\p{L}.]*\s+(?:and|y|et|und|e)\s+$/u.test(sentence.slice(Math.max(0, answer.start - 40), answer.start)) ||
    /^\s+(?:and|y|et|und|e)\s+\p{Lu}/u.test(sentence.slice(answer.end, answer.end + 12));
}

/** A term the material defines or sets in bold: the concepts a teacher would ask about. */
export function isKeyTerm(facts: FoundFacts, key: string): boolean {
  return facts.material.emphasised.has(key) || facts.definitions.some((definition) => definition.term.toLowerCase() === key);
}

/**
 * An answer written beside its own gloss gives itself away, or asks for a translation:
 * "_____ (Nucleus)", "रंध्रों (_____)".
 */
function glossed(sentence: string, answer: Answer): boolean {
  return /\(\s*$/.test(sentence.slice(0, answer.start)) || /^\s*\(/.test(sentence.slice(answer.end));
}

/**
 * A note's label is no blank: "_____, since bones act as levers...", "_____: ..." or a bullet's bold
 * opening term ("- **Blood cell production** in the red bone marrow") asks for the heading of a
 * note, and a definition card asks a label and its meaning already.
 */
function labelsNote(facts: FoundFacts, unit: MaterialUnit, answer: Answer): boolean {
  if (answer.start !== 0) return false;
  const boldBullet = unit.kind === 'bullet' && answer.term !== undefined && facts.material.emphasised.has(answer.term.key);
  return boldBullet || /^\s*(?::|,|[–—-]\s)/u.test(unit.text.slice(answer.end));
}

/** Hindi material is asked in Devanagari: an English word in it is a gloss, not its answer. */
function inScriptOf(language: LanguageCode, text: string): boolean {
  return language !== 'hi' || /[\u0900-\u097F]/u.test(text) || /\d/.test(text);
}
