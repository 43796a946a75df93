// Which of the material's terms are the same kind of thing, as the material itself shows it. A
// wrong option is only fair beside the answer when it is of the answer's kind ("ribosome" beside
// "mitochondrion", never "oxygen"), and an extractive reader has no dictionary of kinds, so it
// takes what the notes say:
// - a list: terms the material names side by side ("mitochondria, ribosomes and the nucleus",
//   "la glucosa y el oxígeno", "Mitochondrien und Ribosomen", "वाष्पन और संघनन");
// - a definition's head: terms defined as the same thing ("a process that...", "un proceso en el
//   que...", "die Organelle, in der...");
// - a list's bullets: the terms consecutive bullets of one section open with;
// - a list's headings: three or more headings in a row that each name a term ("Boyle's law",
//   "Charles's law", "Gay-Lussac's law"), or numbered lines that are only a term's name
//   ("1. वाष्पीकरण (Evaporation)", "2. वाष्पोत्सर्जन", "3. संघनन");
// - a shared head word: "skeletal muscle" and "cardiac muscle" (the last word in English and
//   German), "ácido láctico" and "ácido pirúvico" (the first word in the Romance languages).
// Kinship is kept as groups: two terms of one group are of one kind.
import type { Definition } from './definitions.ts';
import { functionWordsOf, type LanguageCode } from '../core/language.ts';

/** Keys of terms by group: every key of a group maps to the same set. */
export type Kinship = Map<string, Set<string>>;

// What stands between two terms of one list: a comma, "and", "or", "as well as", in each language.
const CONJUNCTION = String.raw`(?:and|or|as well as|nor|y|e|o|u|ni|et|ou|und|oder|sowie|ed|और|या|तथा|एवं)`;
const ARTICLE = String.raw`(?:the|a|an|el|la|los|las|le|les|der|die|das|den|o|os|as|il|lo|gli|i)`;
// "A and the B" joins two items; "A, and the B" more often joins two clauses.
const CONJUNCTION_LINK = new RegExp(String.raw`^\s*(?:,\s*${CONJUNCTION}\s+|${CONJUNCTION}\s+(?:${ARTICLE}\s+)?)$`, 'iu');
// "वाष्पीकरण → संघनन → वर्षण": the stages of one process, in order.
const ARROW_LINK = /^\s*(?:→|->|=>)\s*$/u;
const COMMA_LINK = new RegExp(String.raw`^\s*[,;/]\s*(?:${ARTICLE}\s+)?$`, 'iu');

// What opens a description before its head: articles, "one", "any", and "a type of", "un tipo de".
const OPENERS = new Set([
  'a', 'an', 'the', 'one', 'any', 'each', 'un', 'una', 'el', 'la', 'los', 'las', 'le', 'les', 'une', 'der', 'die', 'das', 'ein', 'eine', 'einer',
  'o', 'os', 'as', 'um', 'uma', 'il', 'lo', 'gli', 'uno', 'वह', 'वे', 'एक', 'ऐसी', 'ऐसा',
]);
const KIND_OF = new Set(['type', 'kind', 'sort', 'form', 'tipo', 'clase', 'forme', 'sorte', 'art', 'forma', 'specie']);
const OF = new Set(['of', 'de', 'di', 'von', 'का', 'की', 'के']);

/** Languages whose noun phrases end in their head noun ("skeletal muscle", "glatte Muskulatur"). */
const HEAD_LAST: ReadonlySet<LanguageCode> = new Set(['en', 'de', 'hi', 'und']);

// Words after which a definition's head has ended: "a process that...", "the organelle where...".
const HEAD_ENDS = new Set([
  'that', 'which', 'who', 'where', 'when', 'whose', 'in', 'of', 'by', 'with', 'for', 'from', 'to', 'on', 'at', 'into', 'used', 'made', 'found', 'formed', 'caused',
  'que', 'qui', 'donde', 'dont', 'où', 'de', 'del', 'des', 'du', 'en', 'por', 'par', 'con', 'avec', 'para', 'pour', 'da', 'do', 'della', 'di', 'che', 'cui', 'dove', 'com',
  'der', 'die', 'das', 'dem', 'den', 'des', 'in', 'im', 'von', 'mit', 'bei', 'durch', 'aus', 'für', 'zur', 'zum',
  'जिसमें', 'जिसके', 'जो', 'जिससे', 'का', 'की', 'के', 'में', 'से', 'है',
]);

function union(kinship: Kinship, a: string, b: string): void {
  if (a === b) return;
  const left = kinship.get(a) ?? new Set([a]);
  const right = kinship.get(b) ?? new Set([b]);
  if (left === right) return;
  for (const key of right) left.add(key);
  for (const key of left) kinship.set(key, left);
}

/**
 * The runs of terms the material lists side by side: items joined by commas and closed by a
 * conjunction ("A, B and C", "A or B"), or three or more joined by arrows ("A → B → C"). Commas
 * alone join a term to its apposition ("alveoli, tiny air sacs"), so a run without a conjunction
 * is no list.
 */
export function listsIn(named: readonly { key: string; before: string }[]): string[][] {
  const lists: string[][] = [];
  let run: string[] = [];
  let closed = false;
  let arrows = 0;
  const end = () => {
    if (closed && run.length > 1) lists.push(run);
    run = [];
    closed = false;
    arrows = 0;
  };
  for (const item of named) {
    const conjunction = CONJUNCTION_LINK.test(item.before);
    const arrow = ARROW_LINK.test(item.before);
    if (item.key && run.length > 0 && (conjunction || arrow || COMMA_LINK.test(item.before))) {
      run.push(item.key);
      if (arrow) arrows += 1;
      // Two arrows make a chain of stages; one may join a cause to its effect.
      closed ||= conjunction || arrows >= 2;
      continue;
    }
    end();
    if (item.key) run.push(item.key);
  }
  end();
  return lists;
}

/**
 * The word a definition names its term's kind by: the noun its description opens with ("a
 * double-membraned organelle that..." -> "organelle", "el proceso mediante el cual..." -> "proceso").
 */
export function definitionHead(definition: Definition, language: LanguageCode): string {
  return descriptionHead(definition.definition, language);
}

/** The noun a description of a term opens with: its kind ("a double-membraned organelle that..." -> "organelle"). */
export function descriptionHead(description: string, language: LanguageCode): string {
  const words = description.toLowerCase().match(/[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu) ?? [];
  const functionWords = functionWordsOf(language);
  const phrase: string[] = [];
  for (const [at, word] of words.entries()) {
    if (phrase.length === 0 && (OPENERS.has(word) || (KIND_OF.has(word) && OF.has(words[at + 1] ?? '')))) continue;
    if (phrase.length === 0 && OF.has(word) && KIND_OF.has(words[at - 1] ?? '')) continue;
    if (HEAD_ENDS.has(word) || functionWords.has(word) || /^\p{N}/u.test(word)) break;
    phrase.push(word);
    if (phrase.length === 3) break;
  }
  const head = HEAD_LAST.has(language) ? phrase[phrase.length - 1] : phrase[0];
  return head && head.length > 2 ? head : '';
}

/** The word a term of several words is a kind of: "muscle" of "skeletal muscle", "ácido" of "ácido láctico". */
function headWord(key: string, language: LanguageCode): string | null {
  const words = key.split(' ');
  if (words.length < 2) return null;
  const head = HEAD_LAST.has(language) ? words[words.length - 1] : words[0];
  // "the largest muscle" is no kind of muscle.
  if (language === 'en' && /est$/.test(words[0]!)) return null;
  return head && head.length >= 4 ? head : null;
}

export interface KinshipInput {
  language: LanguageCode;
  stopWords: ReadonlySet<string>;
  /** Every term's key. */
  terms: Iterable<string>;
  /** A term's kind of name ('person', 'place'...) or 'term'. */
  kindOf: (key: string) => string | undefined;
  definitions: readonly Definition[];
  /** Terms defined as what an adjective means ("autotrophe: se dit d'..."): of no kind of thing. */
  adjectives: ReadonlySet<string>;
  /** The terms bullets open with ("- The stomach makes...", "- **Ribosomen**: ..."), in material order. */
  bulletSubjects: readonly { key: string; index: number; section: number }[];
  /** Per unit: the answers it holds in order, each with the text since the one before; a figure's key is ''. */
  lists: readonly (readonly { key: string; before: string }[])[];
  /**
   * The headings, and the lines that are only a term's name, in material order: the term each
   * names, or null for a heading that names none (it ends a run).
   */
  headings: readonly (string | null)[];
}

export function kinshipOf({ language, stopWords, terms, kindOf, definitions, adjectives, bulletSubjects, lists, headings }: KinshipInput): Kinship {
  const kinship: Kinship = new Map();
  for (const named of lists) {
    for (const list of listsIn(named)) {
      // A list of a person and a council ("Pompey and the Senate") says nothing of kind.
      const [first, ...rest] = list.filter((key) => kindOf(key) === kindOf(list[0]!));
      for (const key of rest) union(kinship, first!, key);
    }
  }
  const byHead = new Map<string, string>();
  for (const definition of definitions) {
    const head = definitionHead(definition, language);
    const key = definition.term.toLowerCase();
    if (!head || head === key) continue;
    const first = byHead.get(head);
    if (first) union(kinship, first, key);
    else byHead.set(head, key);
  }
  // A list's bullets, each about one thing: "- The mouth...", "- The oesophagus...", "- The stomach...".
  // Two bullets may be a remark and its example; three or more in a row make a list.
  let run: string[] = [];
  const endRun = () => {
    if (run.length >= 3) for (const key of run.slice(1)) union(kinship, run[0]!, key);
    run = [];
  };
  bulletSubjects.forEach((subject, at) => {
    const previous = bulletSubjects[at - 1];
    const consecutive = previous !== undefined && subject.index === previous.index + 1 && subject.section === previous.section;
    if (!consecutive) endRun();
    if (kindOf(subject.key) === 'term' && !adjectives.has(subject.key)) run.push(subject.key);
    else endRun();
  });
  endRun();
  // Headings in a row that each name a term: the stages or kinds a material goes through one by one.
  let named: string[] = [];
  for (const heading of [...headings, null]) {
    if (heading !== null && kindOf(heading) === 'term') {
      named.push(heading);
      continue;
    }
    if (named.length >= 3) for (const key of named.slice(1)) union(kinship, named[0]!, key);
    named = [];
  }
  const byHeadWord = new Map<string, string>();
  for (const key of terms) {
    const head = kindOf(key) === 'term' ? headWord(key, language) : null;
    if (!head || stopWords.has(head)) continue;
    const first = byHeadWord.get(head);
    if (first) union(kinship, first, key);
    else byHeadWord.set(head, key);
  }
  return kinship;
}

/** Whether the material shows two terms as the same kind of thing. */
export function areKin(kinship: Kinship, a: string, b: string): boolean {
  return kinship.get(a)?.has(b) ?? false;
}
