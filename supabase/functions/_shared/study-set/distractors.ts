// Stage 5: wrong options of the same kind as the answer. A year for a year and near it, a length
// for a length, a person for a person, a noun phrase for a noun phrase of the same number, from
// the same section first; never a term the material gives as the answer's equivalent, never a
// word of the sentence itself, never a redaction placeholder.
import { isSymbol, type Definition } from './definitions.ts';
import { equivalenceKeyOf, type Answer, type FoundFacts, type UnitFacts } from './facts.ts';
import { fitsBeforeBlank } from './agreement.ts';
import { comparable, madeUpFigures } from './numbers.ts';
import { isKeyTerm, type ItemGate } from './item-gate.ts';
import type { KeyTerm } from './terms.ts';

const WANTED = 3;

function equivalent(facts: FoundFacts, a: string, b: string): boolean {
  return facts.equivalents.get(a)?.has(b) ?? false;
}

/**
 * The first three candidates a teacher would accept beside the answer: none in the sentence, none
 * a word for a kind of thing (kinds: "hormone" is true of "insulin"), none within the answer or
 * another option nor holding one ("load" beside "load factor"), none a redaction placeholder.
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
    if (taken.some((other) => other.includes(key) || key.includes(other))) continue;
    taken.push(key);
    chosen.push(candidate);
    if (chosen.length === WANTED) break;
  }
  return chosen;
}

/** Terms that could stand in for a term: same kind, same number, about as long. */
export function termCandidates(facts: FoundFacts, term: KeyTerm, sentence: string, strict = false): KeyTerm[] {
  const lowerSentence = sentence.toLowerCase();
  const candidates: { term: KeyTerm; fit: number }[] = [];
  // The best-scored terms of the kind are enough to choose from; the rest are rarely better.
  const keyTermsOnly = strict && term.kind === 'term';
  for (const other of facts.terms.byKind.get(`${term.kind}:${term.plural}`) ?? []) {
    if (candidates.length >= 40) break;
    // A concept's wrong options are the material's other concepts, not any noun of its sentences.
    if (keyTermsOnly && !isKeyTerm(facts, other.key)) continue;
    // Names keep their length (a surname is no option for "Charles Lyell"); terms may differ by a word.
    if (Math.abs(other.words - term.words) > (term.kind === 'term' ? 1 : 0)) continue;
    if (other.key.includes(term.key) || term.key.includes(other.key)) continue;
    if (lowerSentence.includes(other.key) || equivalent(facts, term.key, other.key)) continue;
    const fit = (other.section === term.section ? 2 : 0) + (other.words === term.words ? 1 : 0) + Math.min(other.score, 8) / 8;
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
  const fits = (option: string) => fitsBeforeBlank(before, answer.text, option, facts.material.language);
  if (answer.figure) {
    const figure = answer.figure;
    const fromMaterial = facts.figures
      .filter((other) => comparable(figure, other) && !equivalent(facts, equivalenceKeyOf(answer), `unit:${other.unit}`))
      .sort((a, b) => Math.abs(a.value - figure.value) - Math.abs(b.value - figure.value) || a.text.localeCompare(b.text))
      .map((other) => other.text);
    return distinctFirst([...fromMaterial, ...madeUpFigures(figure, figure.start)], answer.text, sentence, kinds, fits);
  }
  if (!answer.term) return [];
  return distinctFirst(termCandidates(facts, answer.term, sentence, gate.strict).map((term) => term.text), answer.text, sentence, kinds, fits);
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

/** The word a definition names the kind of its term by: "a process that...", "die Organelle, in der...". */
function headOf(definition: Definition, stopWords: ReadonlySet<string>): string {
  return (definition.definition.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []).find((word) => !stopWords.has(word) && word.length > 2) ?? '';
}

/**
 * Other terms for "Which term is defined as...?": the material's other defined terms, those
 * defined as the same kind of thing first ("a process that..." beside "a process in which..."),
 * then those of the same section, never one the definition names; a symbol only beside symbols.
 * The relaxed gate also takes the terms the material sets in bold and the key terms it uses again.
 */
export function definedTermsFor(facts: FoundFacts, unitFacts: UnitFacts, { kinds, strict }: ItemGate): string[] {
  const definition = unitFacts.definition;
  if (!definition) return [];
  const key = definition.term.toLowerCase();
  const kind = facts.terms.terms.get(key)?.kind ?? 'term';
  const head = headOf(definition, facts.stopWords);
  const ranked: { text: string; fit: number }[] = [];
  for (const other of facts.definitions) {
    const otherKey = other.term.toLowerCase();
    if (other === definition || other.equation !== definition.equation || isSymbol(other.term) !== isSymbol(definition.term)) continue;
    if ((facts.terms.terms.get(otherKey)?.kind ?? 'term') !== kind || equivalent(facts, key, otherKey)) continue;
    const fit = (headOf(other, facts.stopWords) === head ? 2 : 0) + (other.unit.section === definition.unit.section ? 1 : 0);
    ranked.push({ text: shownTerm(other, facts), fit });
  }
  const others = ranked.sort((a, b) => b.fit - a.fit).map((candidate) => candidate.text);
  if (!strict) {
    for (const emphasised of facts.material.emphasised) {
      const term = facts.terms.terms.get(emphasised);
      if (term && term.kind === kind && !equivalent(facts, key, term.key)) others.push(term.text);
    }
    for (const term of facts.terms.byKind.get(`${kind}:${facts.terms.terms.get(key)?.plural ?? false}`) ?? []) {
      if (term.score >= 3 && term.key !== key && !equivalent(facts, key, term.key)) others.push(term.text);
    }
  }
  return distinctFirst(others, shownTerm(definition, facts), definition.definition, kinds);
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
