// Stage 5: wrong options of the same kind as the answer. A year for a year and near it, a length
// for a length, a person for a person, a noun phrase for a noun phrase of the same number, from
// the same section first; never a term the material gives as the answer's equivalent, never a
// word of the sentence itself, never a redaction placeholder.
import { describesAThing, isSymbol, type Definition } from '../facts/definitions.ts';
import { equivalenceKeyOf, type Answer, type FoundFacts, type UnitFacts } from '../facts/facts.ts';
import { fitsBeforeBlank } from '../facts/agreement.ts';
import { comparable, madeUpFigures } from '../facts/numbers.ts';
import { isKeyTerm, type ItemGate } from './item-gate.ts';
import { areKin, definitionHead } from '../facts/kinship.ts';
import type { KeyTerm } from '../facts/terms.ts';

const WANTED = 3;

/** "monopoly" and "monopolist": single words of one stem, one of which is often also right. */
function sameStem(a: string, b: string): boolean {
  if (/\s/.test(a) || /\s/.test(b)) return false;
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared += 1;
  return shared >= 6 && shared >= 0.7 * Math.min(a.length, b.length);
}

function equivalent(facts: FoundFacts, a: string, b: string): boolean {
  return facts.equivalents.get(a)?.has(b) ?? false;
}

/**
 * The first three candidates a teacher would accept beside the answer: none in the sentence, none
 * a word for a kind of thing (kinds: "hormone" is true of "insulin"), none within the answer or
 * another option nor holding one ("load" beside "load factor") nor of its stem ("monopolist"
 * beside "monopoly"), none a redaction placeholder.
 */
function distinctFirst(
  candidates: Iterable<string>,
  answer: string,
  sentence: string,
  kinds: ReadonlySet<string>,
  fits: (option: string) => boolean = () => true,
): string[] {
  const chosen: string[] = [];
  const taken = [answer.toLowerCase()];
  const lowerSentence = sentence.toLowerCase();
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    if (lowerSentence.includes(key) || kinds.has(key) || /removed\]/.test(key) || !fits(candidate)) continue;
    if (taken.some((other) => other.includes(key) || key.includes(other) || sameStem(other, key))) continue;
    taken.push(key);
    chosen.push(candidate);
    if (chosen.length === WANTED) break;
  }
  return chosen;
}

/**
 * Terms that could stand in for a term: same kind, about as long. Under `kinOnly` a concept takes
 * only terms the material shows as its kind (kinship.ts); otherwise its kin come first, then (under
 * a strict gate) the material's other key terms. A name stands beside names of its kind (a person
 * beside persons).
 */
export function termCandidates(facts: FoundFacts, term: KeyTerm, sentence: string, { strict, kinOnly, topic }: Pick<ItemGate, 'strict' | 'kinOnly' | 'topic'>): KeyTerm[] {
  const lowerSentence = sentence.toLowerCase();
  const candidates: { term: KeyTerm; fit: number }[] = [];
  const concept = term.kind === 'term';
  const kin = [...(facts.kinship.get(term.key) ?? [])].flatMap((key) => facts.terms.terms.get(key) ?? []);
  const pool = concept && kinOnly ? kin : [...kin, ...(facts.terms.byKind.get(`${term.kind}:${term.plural}`) ?? [])];
  const seen = new Set<string>();
  for (const other of pool) {
    if (candidates.length >= 40) break;
    if (seen.has(other.key) || other.kind !== term.kind) continue;
    seen.add(other.key);
    const isKin = areKin(facts.kinship, term.key, other.key);
    // A concept's wrong options are the material's other concepts, not any noun of its sentences.
    if (concept && strict && !isKin && !isKeyTerm(facts, other.key)) continue;
    // Names keep their length (a surname is no option for "Charles Lyell"); terms may differ by a word.
    if (!isKin && Math.abs(other.words - term.words) > (concept ? 1 : 0)) continue;
    if (other.key.includes(term.key) || term.key.includes(other.key)) continue;
    if (lowerSentence.includes(other.key) || equivalent(facts, term.key, other.key)) continue;
    // The topic is the kind of all the material's terms ("market structure" beside "oligopoly"): last.
    const fit =
      (other.key === topic ? -10 : 0) + (isKin ? 4 : 0) + (other.section === term.section ? 2 : 0) + (other.words === term.words ? 1 : 0) + (other.plural === term.plural ? 1 : 0) + Math.min(other.score, 8) / 8;
    candidates.push({ term: other, fit });
  }
  return candidates.sort((a, b) => b.fit - a.fit || a.term.key.localeCompare(b.term.key)).map(({ term: other }) => other);
}

/** The word right before an answer in its sentence ("an", "la"), which the options must fit. */
function wordBefore(sentence: string, answer: Answer): string {
  return /([\p{L}]+)\s+$/u.exec(sentence.slice(Math.max(0, answer.start - 12), answer.start))?.[1] ?? '';
}

/** Three wrong options for an answer, or fewer when the material has no more of its kind. */
export function distractorsFor(facts: FoundFacts, answer: Answer, sentence: string, gate: ItemGate): string[] {
  const kinds = gate.kinds;
  const before = wordBefore(sentence, answer);
  const fits = (option: string) => fitsBeforeBlank(before, answer.text, option, facts.material.language, facts.genders);
  if (answer.figure) {
    const figure = answer.figure;
    const fromMaterial = facts.figures
      .filter((other) => comparable(figure, other) && !equivalent(facts, equivalenceKeyOf(answer), `unit:${other.unit}`))
      .sort((a, b) => Math.abs(a.value - figure.value) - Math.abs(b.value - figure.value) || a.text.localeCompare(b.text))
      .map((other) => other.text);
    return distinctFirst([...fromMaterial, ...madeUpFigures(figure, figure.start)], answer.text, sentence, kinds, fits);
  }
  if (!answer.term) return [];
  return distinctFirst(termCandidates(facts, answer.term, sentence, gate).map((term) => term.text), answer.text, sentence, kinds, fits);
}

/**
 * A defined term as the learner is shown it: a concept seen with a capital only where it opens a
 * sentence is written in lower case when the notes write it so elsewhere ("supply", not "Supply"
 * among "scarcity" and "demand"); names, and every German noun, keep their capitals.
 */
export function shownTerm(definition: Definition, facts: FoundFacts): string {
  const key = definition.term.toLowerCase();
  // A formula's symbol is written as the formula writes it: "T" is not "t".
  if (isSymbol(definition.term) && definition.term.length <= 2) return definition.term;
  const indexed = facts.terms.terms.get(key);
  const lowerInNotes = facts.material.notes.some((note) => note.includes(` ${key}`));
  if (indexed && (indexed.kind !== 'term' || facts.material.language === 'de' || !lowerInNotes)) return indexed.text;
  return lowerInNotes && definition.termStart === 0 ? key : indexed?.text ?? definition.term;
}

/**
 * Other terms for "Which term is defined as...?": the material's other defined terms of the
 * answer's kind (kinship.ts: defined as the same kind of thing, or listed beside it), those of the
 * same section first, never one the definition names; a symbol only beside symbols. The relaxed
 * gate also takes defined terms of no shown kinship, the terms the material sets in bold and the
 * key terms it uses again.
 */
export function definedTermsFor(facts: FoundFacts, unitFacts: UnitFacts, { kinds, strict, kinOnly, topic }: ItemGate): string[] {
  const definition = unitFacts.definition;
  if (!definition) return [];
  const key = definition.term.toLowerCase();
  const kind = facts.terms.terms.get(key)?.kind ?? 'term';
  const ranked: { text: string; fit: number }[] = [];
  for (const other of facts.definitions) {
    const otherKey = other.term.toLowerCase();
    if (other === definition || other.equation !== definition.equation || isSymbol(other.term) !== isSymbol(definition.term)) continue;
    // An adjective ("autotrophe") is no option beside things.
    if (!describesAThing(other)) continue;
    if ((facts.terms.terms.get(otherKey)?.kind ?? 'term') !== kind || equivalent(facts, key, otherKey)) continue;
    const kin = areKin(facts.kinship, key, otherKey);
    // Beside defined terms of no shown kinship, the strictest gate takes only those of the same section.
    if (kinOnly && !kin && other.unit.section !== definition.unit.section) continue;
    ranked.push({ text: shownTerm(other, facts), fit: (otherKey === topic ? -10 : 0) + (kin ? 2 : 0) + (other.unit.section === definition.unit.section ? 1 : 0) });
  }
  const others = ranked.sort((a, b) => b.fit - a.fit).map((candidate) => candidate.text);
  if (kinOnly || strict) {
    // Listed beside the term without a definition of their own: "Ribosomen" beside "Mitochondrien".
    // Also a glossary's other entries, defined or not: "Mitochondrien" beside "Ribosomen" and "Golgi-Apparat".
    const entries = definition.glossary && definition.unit.kind === 'bullet' ? facts.labels.get(definition.unit.section) ?? [] : [];
    for (const otherKey of [...(facts.kinship.get(key) ?? []), ...entries]) {
      const term = facts.terms.terms.get(otherKey);
      if (term && otherKey !== key && !equivalent(facts, key, otherKey)) others.push(term.text);
    }
  } else {
    for (const emphasised of facts.material.emphasised) {
      const term = facts.terms.terms.get(emphasised);
      if (term && term.kind === kind && !equivalent(facts, key, term.key)) others.push(term.text);
    }
    for (const term of facts.terms.byKind.get(`${kind}:${facts.terms.terms.get(key)?.plural ?? false}`) ?? []) {
      if (term.score >= 3 && term.key !== key && !equivalent(facts, key, term.key)) others.push(term.text);
    }
  }
  // Where the material defines too few of the answer's kind, the learner's own terms of the subject
  // defined as the same kind of thing come last ("ribosome" from last week's set beside "mitochondrion").
  const head = definitionHead(definition, facts.material.language);
  const own = facts.ownTerms.filter((term) => term.head === head && term.key !== key && !equivalent(facts, key, term.key)).map((term) => term.text);
  return distinctFirst([...others, ...own], shownTerm(definition, facts), definition.definition, kinds);
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
