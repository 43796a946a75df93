// The material's key terms, found in one pass over its words (no comparison of every term with
// every other): names, recurring noun phrases, and every term the learner defined or set in bold.
import type { LanguageCode } from '../core/language.ts';
import type { MaterialUnit } from '../material/segment.ts';
import { isAbbreviation } from '../material/sentences.ts';
import { isCapitalised, type Token } from '../core/words.ts';

export type TermKind = 'person' | 'place' | 'organisation' | 'event' | 'name' | 'term';

export interface KeyTerm {
  key: string;
  /** The form shown to the learner: lower case unless the material always capitalises it. */
  text: string;
  kind: TermKind;
  words: number;
  plural: boolean;
  score: number;
  /** The section it is most used in. */
  section: number;
}

interface Tally {
  forms: Map<string, number>;
  count: number;
  bonus: number;
  nounLike: boolean;
  name: boolean;
  afterPreposition: boolean;
  inPhrases: number;
  /** Seen right after an article or another word that comes before a noun ("o intestino grosso"). */
  afterMarker: boolean;
  /** Seen right before a lower-case noun ("a Scottish geologist"): a capitalised adjective. */
  beforeNoun: number;
  /** Seen mid-sentence with and without a capital: a name is never written in lower case. */
  capitalMid: number;
  lowerMid: number;
  sections: Map<number, number>;
}

/** Languages whose noun phrases open with their head noun ("intestino delgado", "ácido láctico"). */
const HEAD_FIRST: ReadonlySet<LanguageCode> = new Set(['es', 'pt', 'it', 'fr']);
// Participles ("formado", "formée") and adverbs ("casi", "rapidement") of those languages.
const NOT_AN_ADJECTIVE = /(?:ad[oa]s?|id[oa]s?|é|ée|és|ées|at[oaie]|ut[oaie]|mente|ment|casi|quase|quasi|presque|muy|muito|molto|très|más|mais|più|plus)$/u;

// Words that come before a noun: a term seen after one of these (and before a pause) is a noun.
const NOUN_MARKERS = new Set([
  'the', 'a', 'an', 'of', 'its', 'their', 'this', 'these', 'each', 'every', 'called', 'no',
  'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'del', 'de', 'al', 'su', 'sus', 'llamado', 'llamada',
  'le', 'les', 'une', 'des', 'du', 'au', 'aux', 'ce', 'cette', 'ces', 'son', 'sa', 'ses', 'leur', 'leurs', 'appelé', 'appelée',
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'kein', 'keine', 'jede', 'jeder', 'jedes',
  'o', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'do', 'da', 'dos', 'das', 'ao', 'aos', 'seu', 'sua', 'chamado', 'chamada',
  'il', 'lo', 'gli', 'uno', 'della', 'dello', 'dei', 'degli', 'delle', 'allo', 'alla', 'chiamato', 'chiamata',
]);
const ARTICLES = new Set([
  'the', 'a', 'an', 'el', 'la', 'los', 'las', 'un', 'una', 'le', 'les', 'une', 'des',
  'der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen', 'einem', 'einer', 'o', 'os', 'as', 'um', 'uma', 'il', 'lo', 'gli', 'uno',
]);
// Verb forms: a word or phrase seen once that ends in one is a clause, not a term.
const VERB_FORMS: Partial<Record<LanguageCode, RegExp>> = { en: /[^e]ed$|ing$/, es: /(?:ar|er|ir|ando|iendo)$/ };
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'from', 'to', 'near', 'into', 'across', 'throughout', 'en', 'desde', 'hacia']);
const HINDI_POSTPOSITIONS = new Set(['का', 'की', 'के', 'को', 'में', 'से', 'ने', 'पर', 'है', 'हैं', 'द्वारा', 'तक']);
const NAME_LINKS = new Set(['of', 'the', 'de', 'von', 'van', 'du', 'la', 'del', 'da', 'y']);
const ORGANISATION = /\b(?:senate|railway|project|company|corporation|party|league|union|university|council|committee|organi[sz]ation|association|church|army|navy|bank|society|institute|empire|alliance|nations|entente|powers|assembly|parliament|congress|court|agency|federation|republic|kingdom|dynasty|school|college|academy|club)\b/i;
const PLACE = /\b(?:river|sea|ocean|mountains?|island|islands|city|valley|desert|lake|bay|gulf|peninsula|strait|coast|plain|plains|province|state|county|region|río|mar|montañas?|ciudad)\b/i;
// Months and days are parts of dates, not names; articles and prepositions do not open a name.
const CALENDAR = new Set(
  'bc bce ad ce celsius fahrenheit kelvin january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes martes miércoles jueves viernes sábado domingo'.split(' '),
);
const NOT_NAME_OPENERS = new Set(['the', 'a', 'an', 'in', 'on', 'at', 'of', 'by', 'for', 'with', 'from', 'to', 'and', 'or', 'but', 'as', 'el', 'la', 'los', 'las', 'en', 'de', 'y', 'this', 'these', 'that', 'it', 'its', 'when', 'if']);
const EVENT = /\b(?:war|battle|treaty|revolution|conference|plan|clause|front|offensive|act|agreement|crisis|campaign|pact|accord|declaration|summit|siege|rebellion|uprising|movement|reform|guerra|batalla|tratado|revolución|conferencia)\b/i;
// Verbs that follow a person's name: "Robert Hooke described...", "Lynn Margulis championed...".
const PERSON_VERBS = /^(?:wrote|described|discovered|proposed|argued|said|founded|invented|developed|published|showed|championed|extended|added|concluded|mapped|assassinated|ruled|painted|composed|believed|claimed|studied|observed|explained|introduced|built|designed|patented|combined|improved|died|escribió|descubrió|propuso|fundó|describió|explicó)$/i;
const PAST_VERBS = /^(?:took|made|wrote|built|led|won|gave|found|saw|became|began|met|fought|taught|thought|said|told|ran|set|sent|spent|left|lost|held|brought|bought|drew|grew|knew|chose|rose|spoke|stood|understood)$/;
const TITLES = /^(?:mr|mrs|ms|dr|prof|sir|king|queen|emperor|president|general|saint|st|lord|lady|pope|archduke|tsar|czar)$/i;

function isContent(token: Token, stopWords: ReadonlySet<string>, language: LanguageCode): boolean {
  if (stopWords.has(token.lower) || /^\d/.test(token.lower) || /['’]s$/.test(token.lower)) return false;
  // Latin words of three letters or fewer are rarely concepts (but "DNA", "ATP" are).
  if (/^[\p{Script=Latin}]+$/u.test(token.text) && token.text.length < 4 && (token.text !== token.text.toUpperCase() || token.text.length < 2)) return false;
  return language !== 'en' || !/ly$/.test(token.lower);
}

/** Whether two words sit in one clause: nothing but spaces or a hyphen between them. */
function joined(text: string, left: Token, right: Token): boolean {
  return /^[\s]+$/.test(text.slice(left.end, right.start));
}

export interface TermIndex {
  terms: Map<string, KeyTerm>;
  /** The first words of all terms: a sentence is only searched from these. */
  firstWords: Set<string>;
  /** Terms by kind and number ('term:true'), best scored first. */
  byKind: Map<string, KeyTerm[]>;
  /** The longest phrase tried when looking terms up in a sentence. */
  longest: number;
}

/**
 * Tallies words, two- and three-word phrases and capitalised names across the material's facts.
 * `tokens` are the facts' words, computed once by the caller.
 */
export function keyTermsOf(
  units: readonly MaterialUnit[],
  tokens: ReadonlyMap<number, Token[]>,
  language: LanguageCode,
  stopWords: ReadonlySet<string>,
  favoured: ReadonlyMap<string, number>,
): TermIndex {
  const tallies = new Map<string, Tally>();
  const tally = (key: string, form: string, section: number, atStart = false): Tally => {
    let entry = tallies.get(key);
    if (!entry) {
      entry = { forms: new Map(), count: 0, bonus: 0, nounLike: false, name: false, afterPreposition: false, inPhrases: 0, afterMarker: false, beforeNoun: 0, capitalMid: 0, lowerMid: 0, sections: new Map() };
      tallies.set(key, entry);
    }
    entry.count += 1;
    // Forms seen only at the start of a sentence say nothing about capitals.
    const shown = atStart ? `start:${form}` : form;
    entry.forms.set(shown, (entry.forms.get(shown) ?? 0) + 1);
    entry.sections.set(section, (entry.sections.get(section) ?? 0) + 1);
    return entry;
  };

  for (const unit of units) {
    const words = tokens.get(unit.index) ?? [];
    const text = unit.text;
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index] as Token;
      const previous = words[index - 1];
      const before = previous && joined(text, previous, word) ? previous.lower : index === 0 ? '' : ',';
      // Names of several words: capitalised words joined by spaces, "of", "de"...; a name of one
      // word is a term that is always capitalised mid-sentence.
      const canOpenName = !stopWords.has(word.lower) || (index > 0 && !NOT_NAME_OPENERS.has(word.lower));
      // "the Amer. Rev.": a word cut short before its stop is no term of the material.
      if (text[word.end] === '.' && isAbbreviation(word.lower)) continue;
      if (isCapitalised(word.text) && canOpenName && !CALENDAR.has(word.lower)) {
        let end = index;
        while (end + 1 < words.length) {
          const next = words[end + 1] as Token;
          if (isCapitalised(next.text) && !CALENDAR.has(next.lower) && joined(text, words[end] as Token, next)) {
            end += 1;
            continue;
          }
          // "Battle of the Somme", "Treaty of Versailles", "Universidad de Salamanca".
          let links = 1;
          while (links <= 2 && NAME_LINKS.has(words[end + links]?.lower ?? '')) links += 1;
          const after = words[end + links];
          const linked = links > 1 && after && isCapitalised(after.text) && !CALENDAR.has(after.lower);
          if (!linked) break;
          let chained = true;
          for (let step = end; step < end + links; step += 1) chained &&= joined(text, words[step] as Token, words[step + 1] as Token);
          if (!chained) break;
          end += links;
        }
        if (end > index) {
          const phrase = text.slice(word.start, (words[end] as Token).end).replace(/['’]s$/, '');
          const entry = tally(phrase.toLowerCase(), phrase, unit.section);
          entry.name = true;
          entry.bonus = Math.max(entry.bonus, 1);
          if (PLACE_PREPOSITIONS.has(before)) entry.afterPreposition = true;
          // "Rosalind Franklin took...", "Maurice Wilkins shared...": a two- or three-word name that
          // does something in the past tense is a person.
          const verb = words[end + 1]?.text ?? '';
          const named = !ARTICLES.has(previous?.lower ?? '') && !NAME_LINKS.has(previous?.lower ?? '') && previous?.lower !== 'and';
          const actsInPast = language === 'en' && named && end - index <= 2 && (PAST_VERBS.test(verb) || /^\p{Ll}{3,}ed$/u.test(verb));
          if (TITLES.test(previous?.text ?? '') || PERSON_VERBS.test(verb) || actsInPast) entry.forms.set(`person:${phrase}`, 1);
          index = end;
          continue;
        }
      }
      if (!isContent(word, stopWords, language) || CALENDAR.has(word.lower)) continue;
      const markerBefore = NOUN_MARKERS.has(before);
      for (let length = 1; length <= 3 && index + length <= words.length; length += 1) {
        const last = words[index + length - 1] as Token;
        if (length > 1 && (!isContent(last, stopWords, language) || !joined(text, words[index + length - 2] as Token, last))) break;
        const following = words[index + length];
        // A word followed by an article is a verb ("currents drive the plates"), not a noun.
        const pauseAfter =
          !following || !joined(text, last, following) || (!isContent(following, stopWords, language) && !ARTICLES.has(following.lower));
        const form = text.slice(word.start, last.end);
        const entry = tally(form.toLowerCase(), form, unit.section, index === 0);
        // German capitalises every noun: mid-sentence a capital says "noun", not "name".
        const germanNoun = language === 'de' && length === 1 && index > 0 && isCapitalised(word.text);
        if (germanNoun) entry.nounLike = true;
        if (length === 1 && index > 0 && !germanNoun) {
          if (!isCapitalised(word.text)) entry.lowerMid += 1;
          else {
            entry.capitalMid += 1;
            const afterArticle = previous !== undefined && ARTICLES.has(previous.lower);
            const nounFollows = following !== undefined && joined(text, word, following) && !isCapitalised(following.text) && isContent(following, stopWords, language);
            if (afterArticle && nounFollows) entry.beforeNoun += 1;
          }
          if (PLACE_PREPOSITIONS.has(before)) entry.afterPreposition = true;
        }
        const postposition = following !== undefined && HINDI_POSTPOSITIONS.has(following.lower);
        if ((markerBefore && pauseAfter) || (language === 'hi' && postposition)) entry.nounLike = true;
        if (markerBefore) entry.afterMarker = true;
      }
    }
  }
  for (const [key, bonus] of favoured) {
    const entry = tallies.get(key);
    if (entry) {
      entry.bonus = Math.max(entry.bonus, bonus);
      entry.nounLike = true;
    }
  }
  // A word mostly seen inside recurring phrases ("cycle" in "Calvin cycle") is represented by them.
  for (const [key, entry] of tallies) {
    if (!key.includes(' ') || entry.count < 2 || entry.name) continue;
    for (const part of key.split(' ')) {
      const single = tallies.get(part);
      if (single) single.inPhrases += entry.count;
    }
  }

  // A recurring phrase is a noun phrase when its last word is used as a noun ("light energy").
  for (const [key, entry] of tallies) {
    if (entry.nounLike || entry.count < 2 || !key.includes(' ')) continue;
    const last = tallies.get(key.slice(key.lastIndexOf(' ') + 1));
    if (last?.nounLike) entry.nounLike = true;
  }
  // The head nouns of recurring two-word noun phrases, in languages that put the head first.
  const recurringHeads = new Map<string, number>();
  for (const [key, entry] of tallies) {
    if (entry.count >= 2 && entry.nounLike && !entry.name && key.split(' ').length === 2) {
      const head = key.slice(0, key.indexOf(' '));
      recurringHeads.set(head, (recurringHeads.get(head) ?? 0) + 1);
    }
  }
  const terms = new Map<string, KeyTerm>();
  let longest = 1;
  for (const [key, entry] of tallies) {
    // In German a lone capitalised word is a noun; names there are told by their several words.
    const lone = !key.includes(' ') && language !== 'de';
    if (lone && !CALENDAR.has(key) && entry.capitalMid > entry.beforeNoun && entry.lowerMid === 0 && /\p{Lu}/u.test(key.toUpperCase())) {
      entry.name = true;
      entry.bonus = Math.max(entry.bonus, 1);
    }
    const words = key.split(' ').length;
    const favouredTerm = entry.bonus >= 3;
    // A sibling of a recurring phrase, in a language that puts its head noun first, is a term seen
    // once: "intestino grosso" beside "intestino delgado", "ácido pirúvico" beside "ácido láctico".
    // It follows an article, and its second word is an adjective, not an adverb or a participle
    // ("cuerpo casi esférico", "cuerpo formado por...").
    const modifier = key.slice(key.indexOf(' ') + 1);
    const sibling =
      words === 2 && HEAD_FIRST.has(language) && entry.count === 1 && !entry.name && entry.afterMarker && recurringHeads.has(key.slice(0, key.indexOf(' '))) &&
      !tallies.get(modifier)?.name && !stopWords.has(modifier) && !NOT_AN_ADJECTIVE.test(modifier);
    if (!entry.name && !entry.nounLike && !sibling) continue;
    if (lone && entry.beforeNoun > 0 && entry.beforeNoun >= entry.capitalMid && entry.bonus < 3) continue;
    // Once is enough for a noun phrase: short notes name most of their concepts once.
    if (entry.count < 2 && entry.bonus < 1) {
      // Only English marks a noun phrase seen once reliably ("the tectonic plates."); elsewhere a
      // phrase must recur ("सौर मंडल"), or noun and verb run together ("aire aumenta").
      if ((!entry.nounLike && !sibling) || words > 2 || (words > 1 && language !== 'en' && !sibling)) continue;
      // "the cell rigid.": a phrase seen once ends in a noun the material uses as one.
      const head = words > 1 ? tallies.get(key.slice(key.lastIndexOf(' ') + 1)) : undefined;
      if (words > 1 && !sibling && !(head && (head.nounLike || head.count >= 2))) continue;
    }
    // "caer", "described": verb forms are never terms unless the learner made them one.
    if (entry.bonus < 3 && !entry.name && VERB_FORMS[language]?.test(key)) continue;
    if (words === 1 && !favouredTerm && entry.inPhrases >= entry.count * 0.6) continue;
    // German writes every noun with a capital: its lower-case form would be misspelt.
    const text = language === 'de' ? displayForm({ ...entry, name: true }) : displayForm(entry);
    terms.set(key, {
      key,
      text,
      kind: entry.name ? nameKind(key, entry) : 'term',
      words,
      // A name has no number: "Maurice Wilkins" is one person.
      plural: !entry.name && (language === 'en' || language === 'es') ? /[^s'’]s$/.test(key) && !/(?:is|us|ss|sis)$/.test(key) : false,
      score: entry.count * (1 + 0.5 * (words - 1)) + entry.bonus,
      section: [...entry.sections].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0,
    });
    longest = Math.max(longest, Math.min(words, 8));
  }
  // "Wegener" alone, after "Alfred Wegener": a person's surname, never an option beside "Earth".
  for (const person of terms.values()) {
    const surname = person.kind === 'person' && person.words > 1 ? terms.get(person.key.split(' ').at(-1) ?? '') : undefined;
    if (surname?.kind === 'name') surname.kind = 'person';
  }
  const firstWords = new Set<string>();
  const byKind = new Map<string, KeyTerm[]>();
  for (const term of terms.values()) {
    firstWords.add(term.key.split(' ')[0] ?? '');
    const group = `${term.kind}:${term.plural}`;
    const list = byKind.get(group) ?? [];
    list.push(term);
    byKind.set(group, list);
  }
  for (const list of byKind.values()) list.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  return { terms, firstWords, byKind, longest };
}

function displayForm(entry: Tally): string {
  let best = '';
  let bestCount = -1;
  let start = '';
  for (const [form, count] of entry.forms) {
    if (form.startsWith('person:')) continue;
    if (form.startsWith('start:')) {
      start ||= form.slice('start:'.length);
      continue;
    }
    // Lower case marks a common noun ("photosynthesis"); a name keeps its capitals.
    const weight = count + (form === form.toLowerCase() && !entry.name ? 1000 : 0);
    if (weight > bestCount) {
      best = form;
      bestCount = weight;
    }
  }
  if (best) return best;
  // Seen only at the start of sentences: a word keeps no capital, a name keeps inner ones ("RuBisCO").
  if (!entry.name && start.slice(1) === start.slice(1).toLowerCase()) return start.toLowerCase();
  return start;
}

function nameKind(key: string, entry: Tally): TermKind {
  if (EVENT.test(key)) return 'event';
  if (ORGANISATION.test(key)) return 'organisation';
  if ([...entry.forms.keys()].some((form) => form.startsWith('person:'))) return 'person';
  if (PLACE.test(key) || entry.afterPreposition) return 'place';
  return 'name';
}
