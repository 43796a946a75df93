import type { MaterialSentence } from './material.ts';
import { escapeRegExp, findTerm, isContentWord, isStopword, wordsOf } from './words.ts';

export interface Definition {
  sentence: MaterialSentence;
  /** The term as the sentence writes it, e.g. 'Calvin cycle'. */
  term: string;
  /** 'the' when the sentence says 'The Calvin cycle is...'. */
  article: string;
  verb: string;
  definition: string;
}

export interface KeyTerm {
  /** The form shown to the learner: lower case unless the material always capitalises it. */
  text: string;
  score: number;
  capitalised: boolean;
  words: number;
}

const DEFINITION =
  /^(?:(The|An?)\s+)?((?:[A-Za-z][\w'-]*\s+){0,3}?[A-Za-z][\w'-]*)(?:,\s[^,]{2,40},)?\s+(is defined as|are defined as|refers to|refer to|means|is|are|was|were)\s+(.+?)[.!]?$/;
const PARTICIPLES = new Set(['drawn', 'known', 'made', 'given', 'taken', 'seen', 'written', 'built', 'found', 'held', 'led', 'born', 'shown', 'done', 'gone', 'begun', 'grown', 'thrown', 'spoken', 'chosen', 'broken', 'set', 'put', 'sent', 'kept', 'left', 'lost', 'won', 'paid', 'sold', 'told', 'thought', 'brought', 'bought', 'caught', 'taught', 'fought', 'meant', 'split', 'spread', 'cut', 'hit', 'read']);

/** The definition up to a following clause ('..., and it takes place in...'), kept verbatim. */
function trimmedDefinition(definition: string): string {
  const cut = /,\s(?:and|but|which|while|so)\s|;\s/.exec(definition);
  if (!cut) return definition;
  const head = definition.slice(0, cut.index);
  return head.split(/\s+/).length >= 4 ? head : definition;
}

const NOUN_ENDINGS = /(tion|sion|sis|ism|ity|ment|ance|ence|ology|phyll|ase|ose|ium|cule|cules|ure)$/;
const ARTICLE_START = /^(a|an|the|any|one)\s/i;
const SUBJECT_OPENERS = new Set(['it', 'this', 'these', 'those', 'they', 'he', 'she', 'there', 'its', 'their', 'both', 'each', 'most', 'many', 'some', 'such', 'when', 'if', 'because', 'while', 'although', 'all', 'what', 'which', 'who', 'here', 'that', 'we', 'you', 'i']);

/** 'X is a/the ...', 'X refers to ...', 'X means ...': a definition of a term. */
export function definitionIn(sentence: MaterialSentence): Definition | null {
  const match = DEFINITION.exec(sentence.text);
  if (!match) return null;
  const [, article = '', term = '', verb = '', rest = ''] = match;
  const firstWord = term.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (SUBJECT_OPENERS.has(firstWord) || isStopword(firstWord)) return null;
  if (!wordsOf(term).some(isContentWord)) return null;
  const definition = rest.replace(/[.!]$/, '').trim();
  const definitionWords = definition.split(/\s+/);
  if (definitionWords.length < 4) return null;
  if (/^(is|are|was|were)$/.test(verb) && !ARTICLE_START.test(definition)) {
    // Without an article, only a plain description counts ('intense loyalty to...'), not
    // 'named after...', 'often called...' or 'not...'.
    const opener = definitionWords[0]?.toLowerCase() ?? '';
    if (definitionWords.length < 6 || isStopword(opener) || /(ed|ly)$/.test(opener) || PARTICIPLES.has(opener)) return null;
  }
  return { sentence, term, article: article.toLowerCase(), verb, definition: trimmedDefinition(definition) };
}

const CAPITALISED_PHRASE = /(?<=[a-z0-9,;:)] )[A-Z][A-Za-z'-]*[A-Za-z](?:(?: (?:of|the|de|von|du))? [A-Z][A-Za-z'-]*[A-Za-z])*/g;

/** How the material writes a term mid-sentence: lower case marks a common noun ('photosynthesis'). */
function displayForm(term: string, sentences: readonly MaterialSentence[]): { text: string; capitalised: boolean } {
  const pattern = new RegExp(`(?<![A-Za-z0-9-])${escapeRegExp(term)}(?![A-Za-z0-9-])`, 'gi');
  let midSentence: string | undefined;
  for (const { text } of sentences) {
    for (const match of text.matchAll(pattern)) {
      if (match.index === 0) continue;
      if (match[0] === match[0].toLowerCase()) return { text: match[0], capitalised: false };
      midSentence ??= match[0];
    }
  }
  if (midSentence) return { text: midSentence, capitalised: true };
  // Seen only at the start of sentences: a name keeps inner capitals ('RuBisCO'), a word does not.
  const capitalised = /[A-Z]/.test(term.slice(1));
  return { text: capitalised ? term : term.toLowerCase(), capitalised };
}

/**
 * The material's key terms: names (capitalised phrases), words and two-word phrases that recur,
 * and every defined term, scored by how often they occur and how specific they are.
 */
export function keyTermsOf(sentences: readonly MaterialSentence[], definitions: readonly Definition[]): KeyTerm[] {
  const fullText = sentences.map((sentence) => sentence.text).join(' ');
  const counts = new Map<string, { form: string; count: number; bonus: number }>();
  const bump = (form: string, bonus = 0) => {
    const key = form.toLowerCase();
    const entry = counts.get(key) ?? { form, count: 0, bonus: 0 };
    entry.count += 1;
    entry.bonus = Math.max(entry.bonus, bonus);
    counts.set(key, entry);
  };

  for (const { text } of sentences) {
    for (const match of text.matchAll(CAPITALISED_PHRASE)) {
      const phrase = match[0].replace(/'s$/, '');
      if (!isStopword(phrase) && phrase.length > 2) bump(phrase, 1);
    }
    const clauses = text.split(/[,;:()"]|\s-\s/);
    for (const clause of clauses) {
      const clauseWords = wordsOf(clause);
      clauseWords.forEach((word, index) => {
        if (!isContentWord(word) || word.includes("'")) return;
        bump(word);
        const next = clauseWords[index + 1];
        if (next && isContentWord(next) && !next.includes("'")) bump(`${word} ${next}`);
      });
    }
  }
  for (const { term } of definitions) bump(term, 3);

  const terms: KeyTerm[] = [];
  for (const [key, { form, count, bonus }] of counts) {
    const wordCount = key.split(' ').length;
    if (count < 2 && bonus < 1) continue;
    // A word mostly seen inside recurring phrases ('cycle' in 'Calvin cycle') is represented by them.
    if (wordCount === 1 && bonus < 3) {
      let inPhrases = 0;
      for (const [other, value] of counts) {
        if (other.includes(' ') && other.split(' ').includes(key) && value.count >= 2) inPhrases += value.count;
      }
      if (inPhrases >= count * 0.6) continue;
    }
    const { text, capitalised } = displayForm(form, sentences);
    const specific = NOUN_ENDINGS.test(key) ? 1 : 0;
    terms.push({ text, capitalised, words: wordCount, score: count * (1 + 0.5 * (wordCount - 1)) + bonus + specific });
  }
  return terms
    .filter((term) => findTerm(fullText, term.text) >= 0)
    .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text))
    .slice(0, 60);
}

/** Terms that could stand in for the answer: same shape, not in the sentence, not overlapping it. */
export function termDistractors(answer: string, sentence: string, terms: readonly KeyTerm[]): KeyTerm[] {
  const lower = answer.toLowerCase();
  const capitalised = /^[A-Z]/.test(answer) && terms.find((term) => term.text.toLowerCase() === lower)?.capitalised !== false;
  const answerWords = lower.split(' ').length;
  return terms
    .filter((term) => {
      const other = term.text.toLowerCase();
      return other !== lower && !other.includes(lower) && !lower.includes(other) && findTerm(sentence, term.text) < 0;
    })
    .map((term) => ({
      term,
      fit: (term.capitalised === capitalised ? 0 : 2) + Math.min(Math.abs(term.words - answerWords), 2),
    }))
    .sort((a, b) => a.fit - b.fit || b.term.score - a.term.score)
    .map(({ term }) => term);
}
