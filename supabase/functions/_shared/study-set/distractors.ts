// Stage 5: wrong options of the same kind as the answer. A year for a year and near it, a length
// for a length, a person for a person, a noun phrase for a noun phrase of the same number, from
// the same section first; never a term the material gives as the answer's equivalent, never a
// word of the sentence itself, never a redaction placeholder.
import { equivalenceKeyOf, normalStatement, type Answer, type FoundFacts, type UnitFacts } from './facts.ts';
import { fitsBeforeBlank } from './agreement.ts';
import { comparable, madeUpFigures } from './numbers.ts';
import type { Phrases } from './phrases.ts';
import type { KeyTerm } from './terms.ts';

const WANTED = 3;

function equivalent(facts: FoundFacts, a: string, b: string): boolean {
  return facts.equivalents.get(a)?.has(b) ?? false;
}

function distinctFirst(candidates: Iterable<string>, answer: string, sentence: string, fits: (option: string) => boolean = () => true): string[] {
  const chosen: string[] = [];
  const seen = new Set([answer.toLowerCase()]);
  const lowerSentence = sentence.toLowerCase();
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    if (seen.has(key) || lowerSentence.includes(key) || /removed\]/.test(key) || !fits(candidate)) continue;
    seen.add(key);
    chosen.push(candidate);
    if (chosen.length === WANTED) break;
  }
  return chosen;
}

/** Terms that could stand in for a term: same kind, same number, about as long. */
export function termCandidates(facts: FoundFacts, term: KeyTerm, sentence: string): KeyTerm[] {
  const lowerSentence = sentence.toLowerCase();
  const candidates: { term: KeyTerm; fit: number }[] = [];
  // The best-scored terms of the kind are enough to choose from; the rest are rarely better.
  for (const other of facts.terms.byKind.get(`${term.kind}:${term.plural}`) ?? []) {
    if (candidates.length >= 40) break;
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
export function distractorsFor(facts: FoundFacts, answer: Answer, sentence: string): string[] {
  const before = wordBefore(sentence, answer);
  const fits = (option: string) => fitsBeforeBlank(before, answer.text, option, facts.material.language);
  if (answer.figure) {
    const figure = answer.figure;
    const fromMaterial = facts.figures
      .filter((other) => comparable(figure, other) && !equivalent(facts, equivalenceKeyOf(answer), `unit:${other.unit}`))
      .sort((a, b) => Math.abs(a.value - figure.value) - Math.abs(b.value - figure.value) || a.text.localeCompare(b.text))
      .map((other) => other.text);
    return distinctFirst([...fromMaterial, ...madeUpFigures(figure, figure.start)], answer.text, sentence, fits);
  }
  if (!answer.term) return [];
  return distinctFirst(termCandidates(facts, answer.term, sentence).map((term) => term.text), answer.text, sentence, fits);
}

/** Other terms the material defines or sets in bold, for "Which term is defined as...?". */
export function definedTermsFor(facts: FoundFacts, unitFacts: UnitFacts): string[] {
  const definition = unitFacts.definition;
  if (!definition) return [];
  const key = definition.term.toLowerCase();
  const kind = facts.terms.terms.get(key)?.kind ?? 'term';
  const others: string[] = [];
  for (const other of facts.definitions) {
    const otherKey = other.term.toLowerCase();
    if (other === definition || other.equation !== definition.equation) continue;
    if ((facts.terms.terms.get(otherKey)?.kind ?? 'term') !== kind || equivalent(facts, key, otherKey)) continue;
    others.push(facts.terms.terms.get(otherKey)?.text ?? other.term);
  }
  for (const emphasised of facts.material.emphasised) {
    const term = facts.terms.terms.get(emphasised);
    if (term && term.kind === kind && !equivalent(facts, key, term.key)) others.push(term.text);
  }
  return distinctFirst(others, facts.terms.terms.get(key)?.text ?? definition.term, definition.definition);
}

/**
 * Statements the notes do not make, for "Which of these is stated in your notes?": the fact with
 * an answer swapped for another of its kind, with two of its terms swapped, or negated.
 */
export function alteredStatements(facts: FoundFacts, unitFacts: UnitFacts, phrases: Phrases): string[] {
  const text = unitFacts.unit.text;
  const altered: string[] = [];
  const replace = (answer: Answer, by: string) => `${text.slice(0, answer.start)}${by}${text.slice(answer.end)}`;
  for (const answer of unitFacts.answers) {
    for (const other of distractorsFor(facts, answer, text).slice(0, 2)) altered.push(replace(answer, answer.start === 0 ? capitalised(other) : other));
  }
  const terms = unitFacts.answers.filter((answer) => answer.term);
  const [first, second] = terms;
  if (first && second && first.start > 0 && !equivalent(facts, equivalenceKeyOf(first), equivalenceKeyOf(second))) {
    altered.push(`${text.slice(0, first.start)}${second.text}${text.slice(first.end, second.start)}${first.text}${text.slice(second.end)}`);
  }
  for (const [pattern, replacement] of phrases.negations) {
    if (pattern.test(text)) altered.push(text.replace(pattern, replacement));
  }
  const chosen: string[] = [];
  const seen = new Set<string>([normalStatement(text)]);
  for (const statement of altered) {
    const key = normalStatement(statement);
    // A statement the notes make elsewhere would be a second right answer.
    if (seen.has(key) || facts.states(key)) continue;
    seen.add(key);
    chosen.push(statement);
  }
  // Spread over the kinds of change rather than three swaps of one answer.
  return chosen.length > WANTED ? [chosen[0], chosen[chosen.length - 1], chosen[1]].filter((item): item is string => item !== undefined) : chosen;
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
