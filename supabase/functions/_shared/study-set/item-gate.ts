// The gate every fill-in-the-blank item passes before it is kept, written from what a teacher marks
// down (docs/decisions.md, "The item gate"): a sentence that leans on one before it, the furniture of
// notes, an approximate figure, a blank on a word that does not matter, and wrong options that are
// of another kind or also right. An item that fails is not made: a smaller set is better than a
// set a teacher would not sign.
import type { Answer, FoundFacts } from './facts.ts';
import type { LanguageCode } from './language.ts';
import type { MaterialUnit } from './segment.ts';

// Words a sentence opens with when it leans on the one before: "This law...", "It uses...",
// "Here,...". Checked on the first word, in each language's own pronouns and demonstratives.
const LEANING_OPENERS: Record<LanguageCode, RegExp> = {
  en: /^(?:this|these|that|those|it|its|they|their|them|he|she|his|her|here|there|such|both|the latter|the former|however|also|then|thus|hence|afterwards|later|in the same|at the same|that same|the same)\b/i,
  es: /^(?:este|esta|estos|estas|esto|ese|esa|esos|esas|eso|ello|ella|ellos|ellas|él|su|sus|aquí|allí|así|también|además)(?![\p{L}])/iu,
  fr: /^(?:ce|cet|cette|ces|cela|ceci|il|elle|ils|elles|son|sa|ses|leur|leurs|ici|ainsi|aussi|de plus|le même|la même|au même)(?![\p{L}])/iu,
  de: /^(?:dies|diese|dieser|dieses|diesen|er|sie|es|sein|seine|ihr|ihre|hier|dort|so|auch|außerdem|daher|dazu|dabei|damit|danach|dafür|deshalb|deswegen|darauf|dadurch|noch am selben|am selben|im selben|am nächsten|im gleichen|am gleichen)(?![\p{L}])/iu,
  pt: /^(?:este|esta|estes|estas|isto|esse|essa|esses|essas|isso|ele|ela|eles|elas|seu|sua|seus|suas|aqui|assim|também)(?![\p{L}])/iu,
  it: /^(?:questo|questa|questi|queste|quello|quella|esso|essa|essi|egli|lui|lei|loro|suo|sua|suoi|sue|qui|così|anche)(?![\p{L}])/iu,
  hi: /^(?:यह|वह|ये|वे|इसे|इसका|इसकी|इसके|इसमें|उसका|उसकी|उसके|इन्हें|उन्हें|इनका|उनका|यहाँ|वहाँ|उन्होंने|इन्होंने|इसी|उसी|इस|उस|इन|उन|अगले ही)(?![\p{L}\p{M}])/u,
  und: /^(?:this|these|it|they)\b/i,
};

// The furniture of notes: a lecture's header, a page or slide reference, contact details, a
// redaction placeholder. A sentence holding one is about the course, not the subject.
const FURNITURE =
  /\[[^\]]*removed\]|\b(?:pp?\.\s*\d|pages?\s+\d|slides?\s+\d|lecture\s+\d|lect\.\s*\d|ch\.\s*\d|chapter\s+\d|textbook|handout|tutor|homework|assignment|exam\b|essay\s+question|office\s+hours|seite\s+\d|página\s+\d|cours\s+n)/iu;

// Shorthand a learner writes for themselves: "!!", chains of arrows, "=" between words. Such a line
// read as a sentence runs several notes together.
const SHORTHAND = /!!|(?:->|→|=>).*(?:->|→|=>)|(?<![$\\\d\s])\s*=\s*(?![\d$])/u;

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

/** Whether a sentence can be read alone, about the subject and not the course. */
export function standsAlone(unit: MaterialUnit, language: LanguageCode, strict = true): boolean {
  if (leansOnContext(unit.text, language) || FURNITURE.test(unit.text)) return false;
  // The relaxed gate reads notes made only of shorthand rather than refuse them.
  return !strict || !SHORTHAND.test(unit.text.replace(/\$[^$]*\$/g, ''));
}

/** Whether a text opens leaning on what came before it ("It...", "This law...", "Its islets..."). */
export function leansOnContext(text: string, language: LanguageCode): boolean {
  return LEANING_OPENERS[language].test(text.trim());
}

/** Whether the rest of the sentence states the figure's number again ("rated at _____ transfers 2,000 J"). */
function givenAway(sentence: string, answer: Answer): boolean {
  const number = /\d[\d.,]*/.exec(answer.text)?.[0];
  if (!number) return false;
  const rest = `${sentence.slice(0, answer.start)} ${sentence.slice(answer.end)}`;
  return new RegExp(`(?<![\\d.,])${number.replace(/[.,]/g, '\\$&')}(?![\\d])`).test(rest);
}

/** Whether the figure is given as approximate in its sentence. */
export function isApproximate(sentence: string, answer: Answer): boolean {
  return APPROXIMATE_BEFORE.test(sentence.slice(Math.max(0, answer.start - 24), answer.start));
}

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
  return kinds;
}

const DEFINITE_OR_INDEFINITE = /^(?:a|an|the|un|una|el|la|le|les|une|der|die|das|ein|eine|o|um|uma|il|lo)$/u;

/**
 * What the gate knows of the whole material. A strict gate keeps only what a teacher would sign; a
 * material that gives too few items through it is read again through the relaxed gate, whose items
 * are weaker but better than refusing ordinary notes.
 */
export interface ItemGate {
  /** Words for kinds of things (kindWords). */
  kinds: ReadonlySet<string>;
  /** The term the material is about (topicOf). */
  topic: string | null;
  strict: boolean;
}

/** The strict gate of a material; `{ ...gate, strict: false }` is its relaxed one. */
export function gateOf(facts: FoundFacts): ItemGate {
  return { kinds: kindWords(facts), topic: topicOf(facts), strict: true };
}

/**
 * Whether a blank on this answer asks something that matters: an exact figure, a person, an event
 * or an organisation, or a key term (one the material defines or sets in bold; the relaxed gate also
 * takes any name and a term used twice), never the topic of the material itself nor a word for a
 * kind of thing.
 */
export function answerMatters(facts: FoundFacts, answer: Answer, sentence: string, gate: ItemGate): boolean {
  if (glossed(sentence, answer) || !inScriptOf(facts.material.language, answer.text)) return false;
  if (answer.figure) {
    // Half of a range ("30-_____%") asks an arbitrary end of what the material gives as a span.
    const range = /\d\s*[-–]\s*$/.test(sentence.slice(0, answer.start)) || /^\s*[-–]\s*\d/.test(sentence.slice(answer.end));
    return answer.figure.kind !== 'count' && !range && !isApproximate(sentence, answer) && !givenAway(sentence, answer);
  }
  const term = answer.term;
  if (!term) return false;
  if (term.key === gate.topic || gate.kinds.has(term.key)) return false;
  // A person, an event or an organisation is worth asking; a country or a plain capitalised word
  // ("Deutschland", "Januar") mostly is not.
  if (term.kind !== 'term') return !gate.strict || term.kind === 'person' || term.kind === 'event' || term.kind === 'organisation';
  // Beside a formula a recurring term is what the formula is about ("the work done is given by $W = F d$").
  const besideFormula = /\$[^$]+\$/.test(sentence);
  return isKeyTerm(facts, term.key) || ((!gate.strict || besideFormula) && term.score >= 2);
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

/** Hindi material is asked in Devanagari: an English word in it is a gloss, not its answer. */
function inScriptOf(language: LanguageCode, text: string): boolean {
  return language !== 'hi' || /[\u0900-\u097F]/u.test(text) || /\d/.test(text);
}

/** The term the material is about, when its first heading names one of its key terms. */
export function topicOf(facts: FoundFacts): string | null {
  const heading = facts.material.units.find((unit) => unit.kind === 'heading')?.text.toLowerCase();
  if (!heading) return null;
  let topic: string | null = null;
  for (const key of facts.terms.terms.keys()) if (heading.includes(key) && key.length > (topic?.length ?? 0)) topic = key;
  return topic;
}
