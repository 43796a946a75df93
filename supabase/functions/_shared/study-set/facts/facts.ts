// Stage 3: what the material states. For every fact (a sentence or a bullet) its definition, if
// it gives one, and the answers it could be asked about: key terms, names and figures with their
// units. Terms the material gives as the same thing ("joule, or newton metre") are remembered, so
// one is never offered as a wrong option for the other.
import { gendersSeen, type SeenGenders } from './agreement.ts';
import { definitionIn, describesAThing, type Definition } from './definitions.ts';
import { formulaSpans, overlapsAny, type Span } from '../material/formulas.ts';
import { formulaSymbols, type FormulaSymbol } from './symbols.ts';
import { timelineOf, type DatedEvent } from './timeline.ts';
import { descriptionHead, kinshipOf, type Kinship } from './kinship.ts';
import { stopWordsOf } from '../core/language.ts';
import { figuresIn, type Figure } from './numbers.ts';
import type { MaterialUnit, SegmentedMaterial } from '../material/segment.ts';
import type { TermPair } from '../core/types.ts';
import { keyTermsOf, type KeyTerm, type TermIndex } from './terms.ts';
import { tokensOf, type Token } from '../core/words.ts';

export interface Answer {
  /** As the sentence writes it. */
  text: string;
  start: number;
  end: number;
  figure?: Figure;
  term?: KeyTerm;
}

export interface UnitFacts {
  unit: MaterialUnit;
  definition: Definition | null;
  answers: Answer[];
  score: number;
}

export interface FoundFacts {
  material: SegmentedMaterial;
  stopWords: ReadonlySet<string>;
  units: UnitFacts[];
  definitions: Definition[];
  terms: TermIndex;
  figures: Figure[];
  /** Keys of terms (or figure units) the material gives as equivalent, each with its equivalents. */
  equivalents: Map<string, Set<string>>;
  /** Terms the material shows as the same kind of thing (kinship.ts). */
  kinship: Kinship;
  /** Per section, the bold terms that label its bullets ("- **Ribosomen**: ..."): a glossary's entries. */
  labels: Map<number, string[]>;
  /** Per unit that explains a formula's symbol, the symbol with its formula (symbols.ts). */
  symbols: Map<number, FormulaSymbol>;
  /** Per unit that dates an event, the event, in material order (timeline.ts). */
  timeline: Map<number, DatedEvent>;
  /** Nouns by the gender the material's articles give them (agreement.ts). */
  genders: SeenGenders;
  /** Terms the learner's other study sets of this subject define, not defined here, each with its kind. */
  ownTerms: OwnTerm[];
}

export interface OwnTerm {
  text: string;
  key: string;
  /** The noun its definition opens with ("organelle"): the kind it is of (kinship.ts). */
  head: string;
}

/** The bracketed placeholders redaction leaves ("[phone number removed]") are never an answer. */
const PLACEHOLDER = /\[[^\]]*removed\]/g;
const EQUIVALENCE_LINK =
  /^\s*(?:\(\s*|,?\s*or\s+|,?\s*also\s+(?:called|known\s+as)\s+|,?\s*(?:known\s+as|called|equals?|is\s+equal\s+to|is\s+the\s+same\s+as|=|es\s+decir|o\s+sea|o|también\s+llamad[oa])\s+)(?:one\s+|a\s+|an\s+|1\s+|un\s+|una\s+)?$/iu;

const LABEL = /^([^:–—]{2,60}?)\s*(?::|\s[–—-]\s)/u;

/** Key terms in a sentence, longest first, as whole words, outside formulas and placeholders. */
function termsIn(
  text: string,
  words: readonly Token[],
  index: TermIndex,
  blocked: readonly Span[],
): Answer[] {
  const found: Answer[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const first = words[at] as Token;
    if (!index.firstWords.has(first.lower)) continue;
    // Phrases are keyed by their words joined by single spaces, as units are written.
    let key = first.lower;
    let best: { term: KeyTerm; length: number } | null = null;
    for (let length = 1; length <= index.longest && at + length <= words.length; length += 1) {
      if (length > 1) {
        const previous = words[at + length - 2] as Token;
        const next = words[at + length - 1] as Token;
        if (next.start !== previous.end + 1) break;
        key = `${key} ${next.lower}`;
      }
      const term = index.terms.get(key);
      if (term) best = { term, length };
    }
    if (!best) continue;
    const last = words[at + best.length - 1] as Token;
    if (overlapsAny(first.start, last.end, blocked)) continue;
    found.push({
      text: text.slice(first.start, last.end),
      start: first.start,
      end: last.end,
      term: best.term,
    });
    at += best.length - 1;
  }
  return found;
}

function link(equivalents: Map<string, Set<string>>, a: string, b: string): void {
  if (a === b) return;
  const group = new Set([...(equivalents.get(a) ?? []), ...(equivalents.get(b) ?? []), a, b]);
  for (const key of group) equivalents.set(key, group);
}

export function findFacts(material: SegmentedMaterial, ownTerms: readonly TermPair[] = []): FoundFacts {
  const stopWords = stopWordsOf(material.language);
  const definitions: Definition[] = [];
  const tokens = new Map<number, Token[]>();
  for (const unit of material.facts) {
    const placeholders = !unit.text.includes('removed]')
      ? []
      : [...unit.text.matchAll(PLACEHOLDER)].map((match) => ({
          start: match.index ?? 0,
          end: (match.index ?? 0) + match[0].length,
        }));
    tokens.set(
      unit.index,
      tokensOf(unit.text).filter((token) => !overlapsAny(token.start, token.end, placeholders)),
    );
    const definition = definitionIn(unit, material.language, stopWords, material.emphasised);
    if (
      definition &&
      !definitions.some((other) => other.term.toLowerCase() === definition.term.toLowerCase())
    )
      definitions.push(definition);
  }
  // Terms the learner defined or emphasised are key terms even when they occur once.
  const favoured = new Map<string, number>();
  for (const term of material.emphasised) favoured.set(term, 3);
  for (const definition of definitions) favoured.set(definition.term.toLowerCase(), 3);
  const terms = keyTermsOf(material.facts, tokens, material.language, stopWords, favoured);

  const definitionOf = new Map(
    definitions.map((definition) => [definition.unit.index, definition]),
  );
  const equivalents = new Map<string, Set<string>>();
  const figures: Figure[] = [];
  const units: UnitFacts[] = [];
  const labels = new Map<number, string[]>();
  const bulletSubjects: { key: string; index: number; section: number }[] = [];
  const lists: { key: string; before: string }[][] = [];

  for (const unit of material.facts) {
    const text = unit.text;
    const blocked: Span[] = [...formulaSpans(text)];
    if (text.includes('removed]'))
      for (const match of text.matchAll(PLACEHOLDER))
        blocked.push({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length });
    const unitFigures = figuresIn(text).filter(
      (figure) => !overlapsAny(figure.start, figure.end, blocked),
    );
    figures.push(...unitFigures);
    const unitTerms = termsIn(text, tokens.get(unit.index) ?? [], terms, blocked).filter(
      (answer) =>
        !unitFigures.some((figure) => answer.start < figure.end && figure.start < answer.end),
    );
    const answers: Answer[] = [
      ...unitFigures.map((figure) => ({
        text: figure.text,
        start: figure.start,
        end: figure.end,
        figure,
      })),
      ...unitTerms,
    ].sort((a, b) => a.start - b.start);

    // "A (B)", "A, or B", "A, also called B", "one A is equal to one B": the same thing twice.
    for (let at = 0; at + 1 < answers.length; at += 1) {
      const left = answers[at] as Answer;
      const right = answers[at + 1] as Answer;
      if (!EQUIVALENCE_LINK.test(text.slice(left.end, right.start))) continue;
      link(equivalents, equivalenceKeyOf(left), equivalenceKeyOf(right));
    }
    lists.push(
      answers.map((answer, at) => ({
        key: answer.term?.key ?? '',
        before: text.slice(answers[at - 1]?.end ?? 0, answer.start),
      })),
    );
    // The term a bullet opens with, after an article at most, is what the bullet is about.
    const opening = answers[0];
    if (
      unit.kind === 'bullet' &&
      opening?.term &&
      /^(?:[\p{L}'’]+\s+)?$/u.test(text.slice(0, opening.start))
    ) {
      bulletSubjects.push({ key: opening.term.key, index: unit.index, section: unit.section });
    }
    const label = unit.kind === 'bullet' ? LABEL.exec(text)?.[1]?.toLowerCase() : undefined;
    if (label && material.emphasised.has(label)) {
      const section = labels.get(unit.section) ?? [];
      section.push(label);
      labels.set(unit.section, section);
    }
    const definition = definitionOf.get(unit.index) ?? null;
    if (definition?.equation)
      link(equivalents, definition.term.toLowerCase(), definition.definition.toLowerCase());
    const score =
      answers.reduce((sum, answer) => sum + (answer.term ? Math.min(answer.term.score, 6) : 2), 0) /
        Math.sqrt(Math.max(tokens.get(unit.index)?.length ?? 1, 1)) +
      (definition ? 3 : 0) +
      // A formula is what a learner of a science most needs to recall: its sentence is asked first.
      (blocked.length > 0 && /\$/.test(text) ? 3 : 0) +
      (unit.opensBlock ? 0.5 : 0);
    units.push({ unit, definition, answers, score });
  }
  // A line that is only a term's name is a heading too; a heading that names none ends a run.
  const headings = material.units.flatMap((unit) => {
    const named = headingTerm(unit.text, terms);
    return unit.kind === 'heading' || named !== null ? [named] : [];
  });
  const kinship = kinshipOf({
    headings,
    language: material.language,
    stopWords,
    terms: terms.terms.keys(),
    kindOf: (key) => terms.terms.get(key)?.kind,
    definitions,
    bulletSubjects,
    lists,
    adjectives: new Set(
      definitions
        .filter((definition) => !describesAThing(definition))
        .map((definition) => definition.term.toLowerCase()),
    ),
  });
  const symbols = formulaSymbols(material.units, definitions);
  const timeline = new Map(timelineOf(material.units, material.language).map((entry) => [entry.unit.index, entry]));
  const genders = gendersSeen(material.notes.join('\n'), material.language);
  const defined = new Set(definitions.map((definition) => definition.term.toLowerCase()));
  const own = ownTerms
    .map(({ term, definition }) => ({ text: term.trim(), key: term.trim().toLowerCase(), head: descriptionHead(definition, material.language) }))
    .filter((term) => term.key && term.head && !defined.has(term.key));
  return { material, stopWords, units, definitions, terms, figures, equivalents, kinship, labels, symbols, timeline, genders, ownTerms: own };
}

/** The term a heading names, without its number or bracketed gloss ("1. वाष्पीकरण (Evaporation)"), if it names one. */
function headingTerm(text: string, terms: TermIndex): string | null {
  const key = text.replace(/^\s*\d+[.)]\s*/u, '').replace(/\s*\([^)]*\)\s*:?\s*$/u, '').replace(/:$/u, '').trim().toLowerCase();
  return terms.terms.has(key) ? key : null;
}

/** The key an answer is told apart by: a term's key, or the figure as written. */
export function keyOf(answer: Answer): string {
  if (answer.term) return answer.term.key;
  return `figure:${answer.text.toLowerCase()}`;
}

/** The key two answers are the same thing by: a term's key, or a figure's unit ("J" and "N·m"). */
export function equivalenceKeyOf(answer: Answer): string {
  if (answer.term) return answer.term.key;
  return answer.figure ? `unit:${answer.figure.unit}` : answer.text.toLowerCase();
}
