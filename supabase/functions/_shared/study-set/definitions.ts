// Definitions the material states, in the shapes notes take: "Osmosis is the diffusion of...",
// "**Homeostasis**: the tendency...", "- Catalyst - a substance that...", "Density = mass / volume",
// "La fotosíntesis es el proceso...", "प्रकाश संश्लेषण वह प्रक्रिया है...".
import type { LanguageCode } from './language.ts';
import { leansOnContext } from './item-gate.ts';
import type { MaterialUnit } from './segment.ts';
import { tokensOf } from './words.ts';

export interface Definition {
  unit: MaterialUnit;
  /** The term as the material writes it, e.g. 'Calvin cycle'. */
  term: string;
  /** Where the term starts in the unit's text. */
  termStart: number;
  /** What the material says it is, as written. */
  definition: string;
  /** Written as "X = ...". */
  equation: boolean;
  /** Written as a glossary entry ("X: ...", "X - ..."), with no verb to say its number. */
  glossary: boolean;
  plural: boolean;
  /** Said in the past ("A caravanserai was..."), so asked in the past. */
  past: boolean;
}

const TERM = String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*(?:\s+[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*){0,3}?`;
const ENGLISH = new RegExp(
  String.raw`^(?:(?:The|An?)\s+)?(${TERM})(?:\s+\([^)]{1,40}\))?(?:,\s[^,]{2,40},)?\s+(is defined as|are defined as|refers to|refer to|means|is|are|was|were)\s+(.+?)[.!]?$`,
  'u',
);
const SPANISH = new RegExp(
  String.raw`^(?:(?:El|La|Los|Las|Un|Una)\s+)?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(se define como|se definen como|se refiere a|se refieren a|significa|es|son)\s+(.+?)[.!]?$`,
  'u',
);
const FRENCH = new RegExp(
  String.raw`^(?:(?:Le|La|Les|Un|Une)\s+|L['’])?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(se définit comme|se définissent comme|désigne|désignent|signifie|est|sont)\s+(.+?)[.!]?$`,
  'u',
);
const GERMAN = new RegExp(
  String.raw`^(?:(?:Der|Die|Das|Ein|Eine)\s+)?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(wird definiert als|werden definiert als|bezeichnet|bedeutet|ist|sind)\s+(.+?)[.!]?$`,
  'u',
);
const PORTUGUESE = new RegExp(
  String.raw`^(?:(?:O|A|Os|As|Um|Uma)\s+)?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(é definid[oa] como|são definid[oa]s como|refere-se a|significa|é|são)\s+(.+?)[.!]?$`,
  'u',
);
const ITALIAN = new RegExp(
  String.raw`^(?:(?:Il|Lo|La|I|Gli|Le|Un|Uno|Una)\s+|L['’])?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(è definit[oa] come|sono definit[ie] come|si riferisce a|significa|è|sono)\s+(.+?)[.!]?$`,
  'u',
);
/** "X is ...", in each language whose copula comes between the term and what it is. */
const COPULA_DEFINITIONS: Partial<Record<LanguageCode, RegExp>> = {
  en: ENGLISH,
  und: ENGLISH,
  es: SPANISH,
  fr: FRENCH,
  de: GERMAN,
  pt: PORTUGUESE,
  it: ITALIAN,
};
const HINDI_IS = new RegExp(String.raw`^(${TERM})\s+((?:वह|वे|एक|ऐसी|ऐसा)\s.+?)\s*[।.]?$`, 'u');
const HINDI_CALLED = new RegExp(String.raw`^(.{8,}?)\s+को\s+(${TERM})\s+(?:कहते|कहा\s+जाता)\s+(?:हैं|है)\s*[।.]?$`, 'u');
const GLOSSARY = new RegExp(String.raw`^(${TERM})\s*(:|\s[–—-]\s|=)\s*(.+?)\s*$`, 'u');

const ARTICLE_START = /^(?:a|an|the|any|one|un|una|el|la|los|las|aquel|aquella|cualquier|le|les|une|der|die|das|ein|eine|einer|o|os|as|um|uma|il|lo|gli|uno)\s|^l['’]/iu;
/** The plain copulas ("is", "es", "est", "ist", "é", "è"), after which a definition needs an article or a long description. */
const COPULAS = /^(is|are|was|were|es|son|est|sont|ist|sind|é|são|è|sono)$/u;
const PARTICIPLE_OR_ADVERB = /^(?:\p{L}+(?:ed|ly)|drawn|known|made|given|taken|seen|written|built|found|held|led|born|shown|done|begun|grown|broken|spoken|chosen|thrown|frozen|stolen|woken|worn|torn|sworn|hidden|ridden|driven|eaten|fallen|forgotten|set|put|sent|kept|left|lost|won|paid|sold|told|thought|brought|caught|taught|fought|meant|split|spread|cut|read|shut|hit|hurt|not|also|often|usually|always|never|very|more|less|most|only|still|now|then|here|there|about|in|on|at|by|for|with|from|to|of|as|than|like)$/iu;
// Past participles after the copula make a tense, not a definition: "Le Vésuve est entré en éruption",
// "Der Vertrag ist gescheitert", "La ciudad fue fundada", "A cidade foi fundada", "La città è stata".
const PARTICIPLES = /^(?:\p{L}+(?:é|ée|és|ées|ado|ada|ados|adas|ido|ida|idos|idas|ato|ata|ati|ate|uto|uta|stato|stata)|ge\p{L}+(?:t|en))$/u;
const PLURAL_VERBS = new Set([
  'are', 'were', 'are defined as', 'refer to', 'son', 'se definen como', 'se refieren a', 'sont', 'se définissent comme', 'désignent',
  'sind', 'werden definiert als', 'são', 'são definidos como', 'são definidas como', 'sono', 'sono definiti come', 'sono definite come',
]);

function termIsAcceptable(term: string, stopWords: ReadonlySet<string>, everyWord = false): boolean {
  const words = tokensOf(term);
  if (words.length === 0 || words.length > 4) return false;
  // Hindi joins terms with postpositions ("पृथ्वी को सूर्य की"): a term there has none.
  if (everyWord && words.some((word) => stopWords.has(word.lower))) return false;
  const first = words[0]?.lower ?? '';
  if (stopWords.has(first) || /^\d+$/.test(first)) return false;
  return words.some((word) => !stopWords.has(word.lower) && word.lower.length >= 2);
}

function definitionIsAcceptable(definition: string, verb: string, stopWords: ReadonlySet<string>): boolean {
  const words = definition.split(/\s+/);
  if (words.length < 3) return false;
  if (!COPULAS.test(verb) || ARTICLE_START.test(definition)) return true;
  // Without an article, only a plain description counts ("intense loyalty to..."), not
  // "named after...", "often called...", "not...".
  const opener = words[0] ?? '';
  return words.length >= 6 && !stopWords.has(opener.toLowerCase()) && !PARTICIPLE_OR_ADVERB.test(opener) && !PARTICIPLES.test(opener);
}

/** The definition up to a following clause ("..., and it takes place in..."), kept verbatim. */
function trimmed(definition: string): string {
  const cut = /,?\s(?:whereas|mientras que|tandis que|während|enquanto|mentre)\s|,\s(?:and|but|which|while|so|y|pero|que)\s|;\s/.exec(definition);
  if (!cut) return definition;
  const head = definition.slice(0, cut.index);
  return head.split(/\s+/).length >= 4 ? head : definition;
}

/** A formula's symbol ("P", "Ek", "v_0"): a letter and at most two more characters. */
export function isSymbol(term: string): boolean {
  return /^\p{L}[\p{L}\p{N}_]{0,2}$/u.test(term);
}

/** The definition a unit states, if it states one. */
export function definitionIn(
  unit: MaterialUnit,
  language: LanguageCode,
  stopWords: ReadonlySet<string>,
  emphasised: ReadonlySet<string>,
): Definition | null {
  const text = unit.text;
  const glossary = GLOSSARY.exec(text);
  if (glossary) {
    const [, term = '', mark = '', rest = ''] = glossary;
    // A bullet's label of one word ("Protection: bones shield...", "Größe: ...") heads a note and
    // names no concept, unless what follows says what it is ("Osmosis: the diffusion of...").
    const bulletLabel = unit.kind === 'bullet' && mark === ':' && !emphasised.has(term.toLowerCase()) && !/\s/.test(term.trim()) && !ARTICLE_START.test(rest.trim());
    // "Louis XVI = indecisive" is shorthand for a remark; an equation's right side has a number or symbol.
    const shorthand = mark === '=' && !/[\d+\-*/^×·√∑()]|\b\p{L}\b/u.test(rest);
    // "Pancreas: Its islets release insulin" says something of the term, not what it is.
    const remark = leansOnContext(rest, language);
    const marked = (emphasised.has(term.toLowerCase()) || unit.kind === 'bullet' || (mark === '=' && !/\d/.test(term))) && !bulletLabel && !shorthand && !remark;
    // "June 1791: flight to Varennes" is a dated event, not a term and its meaning.
    const label = mark !== '=' && /\d/.test(term);
    const definition = rest.replace(/[.!।]$/u, '');
    if (marked && !label && termIsAcceptable(term, stopWords) && rest.split(/\s+/).length >= (mark === '=' ? 1 : 2)) {
      return { unit, term, termStart: 0, definition, equation: mark === '=', glossary: mark !== '=', plural: false, past: false };
    }
    // A formula's symbol and what it stands for: "n = amount of gas in moles (mol)".
    if (mark === '=' && isSymbol(term) && /^\p{Ll}{3,}/u.test(rest) && rest.split(/\s+/).length >= 2) {
      return { unit, term, termStart: 0, definition, equation: false, glossary: true, plural: false, past: false };
    }
  }
  const pattern = COPULA_DEFINITIONS[language];
  if (pattern) {
    const match = pattern.exec(text);
    if (!match) return null;
    const [whole, term = '', verb = '', rest = ''] = match;
    if (!termIsAcceptable(term, stopWords)) return null;
    const definition = rest.trim();
    if (!definitionIsAcceptable(definition, verb, stopWords)) return null;
    return {
      unit, term, termStart: whole.indexOf(term), definition: trimmed(definition), equation: false, glossary: false,
      plural: PLURAL_VERBS.has(verb), past: verb === 'was' || verb === 'were',
    };
  }
  const isMatch = HINDI_IS.exec(text);
  if (isMatch) {
    const [, term = '', definition = ''] = isMatch;
    if (termIsAcceptable(term, stopWords, true) && definition.split(/\s+/).length >= 3) {
      return { unit, term, termStart: 0, definition, equation: false, glossary: false, plural: false, past: false };
    }
  }
  const called = HINDI_CALLED.exec(text);
  if (called) {
    const [, definition = '', term = ''] = called;
    if (termIsAcceptable(term, stopWords, true)) {
      return { unit, term, termStart: text.indexOf(term, definition.length), definition, equation: false, glossary: false, plural: false, past: false };
    }
  }
  return null;
}
