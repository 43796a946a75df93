// Definitions the material states, in the shapes notes take: "Osmosis is the diffusion of...",
// "**Homeostasis**: the tendency...", "- Catalyst - a substance that...", "Density = mass / volume",
// "La fotosíntesis es el proceso...", "प्रकाश संश्लेषण वह प्रक्रिया है...".
import type { LanguageCode } from '../core/language.ts';
import { leansOnContext } from '../material/stands-alone.ts';
import type { MaterialUnit } from '../material/segment.ts';
import { tokensOf } from '../core/words.ts';

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
  /** What an abbreviation stands for, as the material glosses it: "adenosine triphosphate" of "ATP". */
  expansion?: string;
}

// "ATP (adenosine triphosphate): ...": an abbreviation in capitals, glossed by the words it stands for.
const ABBREVIATION = /^\p{Lu}{2,6}$/u;

const TERM = String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*(?:\s+[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*){0,3}?`;
const ENGLISH = new RegExp(
  String.raw`^(?:(?:The|An?)\s+)?(${TERM})(?:\s+\([^)]{1,40}\))?(?:,\s[^,]{2,40},)?\s+(is defined as|are defined as|refers to|refer to|means|is|are|was|were)\s+(.+?)[.!]?$`,
  'u',
);
const SPANISH = new RegExp(
  String.raw`^(?:(?:El|La|Los|Las|Un|Una)\s+)?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(se define como|se definen como|se refiere a|se refieren a|significa|es|son|era|eran|fue|fueron)\s+(.+?)[.!]?$`,
  'u',
);
const FRENCH = new RegExp(
  String.raw`^(?:(?:Le|La|Les|Un|Une)\s+|L['’])?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(se définit comme|se définissent comme|désigne|désignent|signifie|est|sont|était|étaient|fut|furent)\s+(.+?)[.!]?$`,
  'u',
);
const GERMAN = new RegExp(
  String.raw`^(?:(?:Der|Die|Das|Ein|Eine)\s+)?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(wird definiert als|werden definiert als|bezeichnet|bedeutet|ist|sind|war|waren)\s+(.+?)[.!]?$`,
  'u',
);
const PORTUGUESE = new RegExp(
  String.raw`^(?:(?:O|A|Os|As|Um|Uma)\s+)?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(é definid[oa] como|são definid[oa]s como|refere-se a|significa|é|são|era|eram|foi|foram)\s+(.+?)[.!]?$`,
  'u',
);
const ITALIAN = new RegExp(
  String.raw`^(?:(?:Il|Lo|La|I|Gli|Le|Un|Uno|Una)\s+|L['’])?(${TERM})(?:\s+\([^)]{1,40}\))?\s+(è definit[oa] come|sono definit[ie] come|si riferisce a|significa|è|sono|era|erano|fu|furono)\s+(.+?)[.!]?$`,
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
// "...बदलने को संघनन कहते हैं", "...को वर्षण या अवक्षेपण कहते हैं" (the term and another name for it).
const HINDI_CALLED = new RegExp(String.raw`^(.{8,}?)\s+को\s+(${TERM})(?:\s+या\s+${TERM})?\s+(?:कहते|कहा\s+जाता)\s+(?:हैं|है)\s*[।.]?$`, 'u');
// "...स्थल के बीच घूमते रहना जल चक्र कहलाता है": the term is the last words before the verb.
const HINDI_IS_CALLED = /^(.{8,})\s+कहलात[ाीे]\s+(?:है|हैं)\s*[।.]?$/u;
// Definitions that name their term last: "The process by which... is called photosynthesis.",
// "On appelle révolution industrielle le passage...", "Als Osmose bezeichnet man...".
const ARTICLE_OPENING = String.raw`(?:The|An?|El|La|Los|Las|Una?|Le|Les|Une|L['’]|Der|Die|Das|Eine?|O|A|Os|As|Uma?|Il|Lo|I|Gli|Uno)`;
const NAMED_LAST: Partial<Record<LanguageCode, RegExp>> = {
  en: new RegExp(String.raw`^(${ARTICLE_OPENING}\s+.{6,}?)\s+(?:is|are)\s+(?:called|known\s+as|termed)\s+(?:the\s+|an?\s+)?(${TERM})\s*[.!]?$`, 'u'),
  es: new RegExp(String.raw`^(${ARTICLE_OPENING}\s+.{6,}?)\s+(?:se\s+llaman?|se\s+denominan?|recibe\s+el\s+nombre\s+de)\s+(?:el\s+|la\s+)?(${TERM})\s*[.!]?$`, 'u'),
  fr: new RegExp(String.raw`^(${ARTICLE_OPENING}\s*.{6,}?)\s+(?:s['’]appellent|s['’]appelle|est\s+appelée?|sont\s+appelée?s|se\s+nomme)\s+(?:le\s+|la\s+|l['’])?(${TERM})\s*[.!]?$`, 'u'),
  de: new RegExp(String.raw`^(${ARTICLE_OPENING}\s+.{6,}?)\s+(?:heißt|heißen|nennt\s+man)\s+(${TERM})\s*[.!]?$`, 'u'),
  pt: new RegExp(String.raw`^(${ARTICLE_OPENING}\s+.{6,}?)\s+(?:é\s+chamad[oa]|são\s+chamad[oa]s|chama-se|denomina-se)\s+(?:de\s+)?(${TERM})\s*[.!]?$`, 'u'),
  it: new RegExp(String.raw`^(${ARTICLE_OPENING}\s*.{6,}?)\s+(?:si\s+chiamano|si\s+chiama|è\s+chiamat[oa]|è\s+dett[oa]|viene\s+chiamat[oa])\s+(${TERM})\s*[.!]?$`, 'u'),
};
// "On appelle X le...", "Se llama X al...", "Als X bezeichnet man...": the term first, after the verb.
const NAMED_FIRST: Partial<Record<LanguageCode, RegExp>> = {
  fr: new RegExp(String.raw`^On\s+(?:appelle|nomme)\s+(?:le\s+|la\s+|les\s+|l['’])?(${TERM})\s+((?:le|la|les|l['’]|un|une|tout|toute)\s*.+?)\s*[.!]?$`, 'u'),
  es: new RegExp(String.raw`^Se\s+(?:llama|denomina)\s+(${TERM})\s+(?:a|al)\s+(.+?)\s*[.!]?$`, 'u'),
  de: new RegExp(String.raw`^Als\s+(${TERM})\s+(?:bezeichnet|versteht)\s+man\s+(.+?)\s*[.!]?$`, 'u'),
};
// "le prolétariat, c'est-à-dire l'ensemble des ouvriers...": a term glossed where it is used.
const GLOSSED = new RegExp(
  String.raw`(?:^|\s)(?:the|el|la|los|las|le|les|l['’]|der|die|das|o|a|os|as|il|lo|gli)\s*(${TERM}),\s+(?:c['’]est-à-dire|that\s+is,|i\.e\.,?|es\s+decir,|o\s+sea,|das\s+heißt,?|d\.\s?h\.,?|ou\s+seja,|isto\s+é,|cioè)\s+(.{12,}?)\s*[.!]?$`,
  'iu',
);

// "Osmosis: ...", "Catalyst - ...", "अपवाह (Runoff): ..." (a gloss in brackets after the term).
const GLOSSARY = new RegExp(String.raw`^(${TERM})(?:\s*\(([^)]{1,40})\))?\s*(:|\s[–—-]\s|=)\s*(.+?)\s*$`, 'u');

const ARTICLE_START = /^(?:a|an|the|any|one|un|una|unos|unas|el|la|los|las|aquel|aquella|cualquier|le|les|une|des|der|die|das|ein|eine|einer|o|os|as|um|uma|uns|umas|il|lo|gli|uno)\s|^l['’]/iu;
/** The plain copulas ("is", "es", "est", "ist", "é", "è"), after which a definition needs an article or a long description. */
const COPULAS = /^(is|are|was|were|es|son|era|eran|fue|fueron|est|sont|était|étaient|fut|furent|ist|sind|war|waren|é|são|eram|foi|foram|è|sono|erano|fu|furono)$/u;
/** The copulas of the past, in each language: a definition told in the past is asked in the past. */
const PAST_COPULAS = /^(was|were|era|eran|fue|fueron|était|étaient|fut|furent|war|waren|eram|foi|foram|erano|fu|furono)$/u;
const PARTICIPLE_OR_ADVERB = /^(?:\p{L}+(?:ed|ly)|drawn|known|made|given|taken|seen|written|built|found|held|led|born|shown|done|begun|grown|broken|spoken|chosen|thrown|frozen|stolen|woken|worn|torn|sworn|hidden|ridden|driven|eaten|fallen|forgotten|set|put|sent|kept|left|lost|won|paid|sold|told|thought|brought|caught|taught|fought|meant|split|spread|cut|read|shut|hit|hurt|not|also|often|usually|always|never|very|more|less|most|only|still|now|then|here|there|about|in|on|at|by|for|with|from|to|of|as|than|like)$/iu;
// Past participles after the copula make a tense, not a definition: "Le Vésuve est entré en éruption",
// "Der Vertrag ist gescheitert", "La ciudad fue fundada", "A cidade foi fundada", "La città è stata".
const PARTICIPLES = /^(?:\p{L}+(?:é|ée|és|ées|ado|ada|ados|adas|ido|ida|idos|idas|ato|ata|ati|ate|uto|uta|stato|stata)|ge\p{L}+(?:t|en))$/u;
const PLURAL_VERBS = new Set([
  'are', 'were', 'are defined as', 'refer to', 'son', 'se definen como', 'se refieren a', 'sont', 'se définissent comme', 'désignent',
  'sind', 'werden definiert als', 'são', 'são definidos como', 'são definidas como', 'sono', 'sono definiti come', 'sono definite come',
  'eran', 'fueron', 'étaient', 'furent', 'waren', 'eram', 'foram', 'erano', 'furono',
]);

// A term that is two terms ("Ovaries and testes"), a stand-in ("the older one") or a remark's
// subject ("the real payoff") names no one concept to define.
const NOT_ONE_CONCEPT = /\s(?:and|or|y|o|et|ou|und|oder|e|ed|और|या|तथा|एवं|vs\.?|versus)\s|\bones?$|^(?:real|main|big|whole|true|actual|good|best|other|same)\s/iu;

function termIsAcceptable(term: string, stopWords: ReadonlySet<string>, everyWord = false): boolean {
  const words = tokensOf(term);
  if (words.length === 0 || words.length > 4 || NOT_ONE_CONCEPT.test(term)) return false;
  // Hindi joins terms with postpositions ("पृथ्वी को सूर्य की"): a term there has none.
  if (everyWord && words.some((word) => stopWords.has(word.lower))) return false;
  const first = words[0]?.lower ?? '';
  if (stopWords.has(first) || /^\d+$/.test(first)) return false;
  return words.some((word) => !stopWords.has(word.lower) && word.lower.length >= 2);
}

// "a graph that shows this relationship" leans on the sentence before; "a well-known example of a
// price floor" gives an instance, not what the term is.
// "Oxygen is the final electron acceptor": a role in one process, which a card cannot ask alone.
const LEANING_OR_EXAMPLE =
  /^(?:a|an|the|un|una|une|ein|eine|um|uma)\s+(?:well-known|famous|notable|typical|célèbre|famoso|famosa|bekannte[rs]?|berühmte[rs]?)\s|^the\s+(?:final|last|first|main|primary)\s|\b(?:this|these|those)\s+\p{L}|\bexample\s+of\b|\bejemplo\s+de\b|\bexemple\s+de\b|\bBeispiel\s+für\b|\bexemplo\s+de\b|\besempio\s+di\b/iu;

/** A description of three words or more that says what its term is, leaning on nothing. */
function describesTerm(definition: string): boolean {
  return definition.split(/\s+/).length >= 3 && !LEANING_OR_EXAMPLE.test(definition) && !NO_DESCRIPTION.test(definition);
}

function definitionIsAcceptable(definition: string, verb: string, stopWords: ReadonlySet<string>): boolean {
  const words = definition.split(/\s+/);
  if (!describesTerm(definition)) return false;
  if (!COPULAS.test(verb) || ARTICLE_START.test(definition)) return true;
  // "La Francia era divisa in tre ordini", "Der Staat war fast bankrott": in the past, a copula
  // without an article tells a state of the time, not what the term is.
  if (PAST_COPULAS.test(verb)) return false;
  // Without an article, only a plain description counts ("intense loyalty to..."), not
  // "named after...", "often called...", "not...".
  const opener = words[0] ?? '';
  // "sacrosanct: anyone who harmed him..." says what follows from being so, not what the term is.
  if (opener.endsWith(':')) return false;
  // "Information is complete and firms can enter..." describes a state, with no noun to define by.
  if (/^(?:and|y|et|und|e|ed)$/i.test(words[1] ?? '')) return false;
  return words.length >= 6 && !stopWords.has(opener.toLowerCase()) && !PARTICIPLE_OR_ADVERB.test(opener) && !PARTICIPLES.test(opener);
}

/**
 * The definition up to a following clause ("..., and it takes place in..."), kept verbatim; null
 * when what comes before the clause is too short to say what the term is ("a price maker, but it
 * still faces..." names a property, and the rest is about something else).
 */
// "...the only natural satellite of the Earth and takes about 27 days to orbit it": a second fact,
// with its own figure, joined on after what the term is.
// The verb of that fact comes right after the "and", its figure within two words ("tarda unos 27");
// "between 1793 and 1794" and "political and social changes that began in 1789" are no such fact.
const FACT_JOINED_ON = /\s(?:and|y|et|und|e|ed)\s(?=(?!(?:the|a|an|el|la|los|las|il|lo|gli|le|les|der|die|das|o|os|as|un|una|uno|une)\s)\p{Ll}+\s(?:\S+\s)?\d)/u;

function trimmed(definition: string): string | null {
  const joined = FACT_JOINED_ON.exec(definition);
  if (joined && definition.slice(0, joined.index).split(/\s+/).length >= 4) definition = definition.slice(0, joined.index);
  const clauses = /,?\s(?:whereas|mientras que|tandis que|während|enquanto|mentre)\s|,\s(?:and|but|which|while|so|y|pero|que)\s|;\s/g;
  for (let cut = clauses.exec(definition); cut; cut = clauses.exec(definition)) {
    const head = definition.slice(0, cut.index);
    // ", and" after "how many firms there are, how similar their products are" ends a list the definition is.
    if (/^,\s(?:and|y)\s$/.test(cut[0]) && head.includes(', ')) continue;
    return head.split(/\s+/).length >= 4 ? head : null;
  }
  return definition;
}

// "se dit d'un être vivant...", "said of...": what an adjective means, not a thing of the material's kinds.
// A glossary line that opens with where or when its term is tells no kind: "on top of the kidneys".
const WHERE_IT_IS =
  /^(?:on|in|at|under|above|below|near|inside|between|behind|where|when|en|sobre|bajo|entre|donde|cuando|dans|sur|sous|où|quand|im|auf|unter|über|bei|zwischen|wo|wenn|em|no|na|nos|nas|onde|nel|nella|su|sotto|tra|dove|quando)$/iu;
const NOT_A_THING = /^(?:se\s+dit\s+d|said\s+of|se\s+dice\s+d|diz-se\s+d|si\s+dice\s+d)/iu;
// A nickname in quotes ("die „Kraftwerke der Zelle“") or a superlative with no noun ("el más pequeño
// y el más cercano al Sol") says nothing of what the term is. A superlative with its noun ("Saturn
// is the lightest planet", "Mercurio es el planeta más cercano") ranks the term among its kind: a
// fact to blank ("_____ is the lightest planet"), and a vague card ("What is Saturn?") if asked
// as a definition, since the answer names no more than a kind.
const NO_DESCRIPTION =
  /^(?:\p{L}+\s+)?[„“"«‘']|^(?:the|el|la|los|las|le|les|der|die|das|o|a|os|as|il|lo)\s+(?:[\p{L}-]+\s+)?(?:most|más|plus|meisten|mais|più)\s|^the\s+(?:largest|biggest|smallest|oldest|longest|highest|deepest|hottest|coldest|closest|nearest|farthest|furthest|fastest|heaviest|lightest|brightest|youngest|strongest|best|worst)\s|^(?:der|die|das)\s+(?:größte|grösste|kleinste|älteste|längste|höchste|tiefste|heißeste|kälteste|nächste|schnellste|schwerste|leichteste|hellste|jüngste|stärkste)[nr]?\s/iu;

/**
 * Whether "Which term is defined as...?" can be asked of a definition: it describes a thing, and
 * does not hold its own term ("...eine große Zentralvakuole..." gives "Vakuole" away).
 */
export function tellsTermApart(definition: Definition): boolean {
  return describesAThing(definition) && !definition.definition.toLowerCase().includes(stemOf(definition.term));
}

/**
 * What a text holding the term's own word shares with it: a one-word term of 7 letters or more
 * without its ending ("protect" of "protection", as in "protects"; "chloropla" of "Chloroplasten",
 * which "Chlorophyll" does not hold), or the whole term.
 */
function stemOf(term: string): string {
  const key = term.trim().toLowerCase();
  return !/\s/.test(key) && key.length >= 7 ? key.slice(0, Math.max(6, key.length - 3)) : key;
}

// The verbs an English glossary line opens with when it says what its term does, not what it is.
const DOES_IN_ENGLISH =
  /^(?:makes|produces|controls|carries|releases|stores|pumps|filters|absorbs|connects|protects|regulates|sends|converts|transports|secretes|digests|removes|links|supports|covers|detects|senses|measures|keeps|forms|builds|allows|prevents|causes|increases|decreases|lowers|raises|reduces|collects|receives|delivers|supplies|sets|fights|destroys|coordinates)\s/;

/** Whether a glossary line says what its term does ("Thyroid gland: makes thyroxine..."), in a language whose verbs are known. */
export function doesSomething(definition: Definition, language: LanguageCode): boolean {
  return definition.glossary && language === 'en' && DOES_IN_ENGLISH.test(definition.definition);
}

/** Whether a definition says what thing its term is, not what an adjective means or a nickname. */
export function describesAThing(definition: Definition): boolean {
  return !NOT_A_THING.test(definition.definition);
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
    const [, term = '', gloss, mark = '', rest = ''] = glossary;
    // A bullet's label of one word ("Protection: bones shield...", "Größe: ...") heads a note and
    // names no concept, unless what follows says what it is ("Osmosis: the diffusion of...").
    // A term glossed in brackets ("अपवाह (Runoff): ...") is a concept, not a heading; a bracket with
    // a date ("IUPAC (since 1982): ...") only dates the note.
    const glossedTerm = gloss !== undefined && !/\d/.test(gloss);
    const bulletLabel =
      unit.kind === 'bullet' && mark === ':' && !glossedTerm && !emphasised.has(term.toLowerCase()) && !/\s/.test(term.trim()) && !ARTICLE_START.test(rest.trim());
    // "Louis XVI = indecisive" is shorthand for a remark; an equation's right side has a number or symbol.
    const shorthand = mark === '=' && !/[\d+\-*/^×·√∑()]|\b\p{L}\b/u.test(rest);
    // "Pancreas: Its islets release insulin" says something of the term, not what it is; so does
    // "Adrenal glands: on top of the kidneys..." (where it is) and "Vakuole: In Pflanzenzellen...".
    const opener = rest.trim().split(/\s+/)[0] ?? '';
    // "Protection: the skull protects the brain" tells what the term does by its own verb: a note's heading, not a meaning.
    const ownStem = !/\s/.test(term.trim()) && term.trim().length >= 7 && rest.toLowerCase().includes(stemOf(term));
    const remark = leansOnContext(rest, language) || NO_DESCRIPTION.test(rest.trim()) || (mark !== '=' && WHERE_IT_IS.test(opener)) || ownStem;
    const marked = (emphasised.has(term.toLowerCase()) || unit.kind === 'bullet' || (mark === '=' && !/\d/.test(term))) && !bulletLabel && !shorthand && !remark;
    // "June 1791: flight to Varennes" is a dated event, not a term and its meaning.
    const label = mark !== '=' && /\d/.test(term);
    // "...in the cell; it is the cell's energy currency": what follows a semicolon is another remark,
    // when what comes before it already names what the term is ("cells without a nucleus"; not
    // "only in plants", which says where).
    // "only in plants; the site of photosynthesis": the clause that names what it is, where a later one does.
    const clauses = rest.split(/\s*;\s/u);
    const namesWhatItIs = (clause: string) => {
      const opener = clause.split(/\s+/)[0] ?? '';
      return clause.split(/\s+/).length >= 2 && (ARTICLE_START.test(clause) || (!stopWords.has(opener.toLowerCase()) && !PARTICIPLE_OR_ADVERB.test(opener)));
    };
    const definition = (clauses.length > 1 ? clauses.find(namesWhatItIs) ?? rest : rest).replace(/[.!।]$/u, '');
    if (marked && !label && termIsAcceptable(term, stopWords) && rest.split(/\s+/).length >= (mark === '=' ? 1 : 2)) {
      const expansion = ABBREVIATION.test(term) && gloss && glossedTerm && /\s/.test(gloss.trim()) ? gloss.trim() : undefined;
      return { unit, term, termStart: 0, definition, equation: mark === '=', glossary: mark !== '=', plural: false, past: false, ...(expansion ? { expansion } : {}) };
    }
    // A formula's symbol and what it stands for: "n = amount of gas in moles (mol)".
    if (mark === '=' && isSymbol(term) && /^\p{Ll}{3,}/u.test(rest) && rest.split(/\s+/).length >= 2) {
      return { unit, term, termStart: 0, definition, equation: false, glossary: true, plural: false, past: false };
    }
  }
  const pattern = COPULA_DEFINITIONS[language];
  if (pattern) {
    const match = pattern.exec(text);
    if (!match) return namedDefinition(unit, language, stopWords);
    const [whole, term = '', verb = '', rest = ''] = match;
    // "Als Osmose bezeichnet man..." reads as a copula with the term "Als Osmose".
    if (!termIsAcceptable(term, stopWords)) return namedDefinition(unit, language, stopWords);
    const definition = rest.trim();
    if (!definitionIsAcceptable(definition, verb, stopWords)) return null;
    const told = trimmed(definition);
    if (!told) return null;
    return {
      unit, term, termStart: whole.indexOf(term), definition: told, equation: false, glossary: false,
      plural: PLURAL_VERBS.has(verb), past: PAST_COPULAS.test(verb),
    };
  }
  const isMatch = HINDI_IS.exec(text);
  if (isMatch) {
    const [, term = '', definition = ''] = isMatch;
    if (termIsAcceptable(term, stopWords, true) && definition.split(/\s+/).length >= 3) {
      return { unit, term, termStart: 0, definition: withoutHindiCopula(definition), equation: false, glossary: false, plural: false, past: /\s(?:था|थी|थे)(?:\s|$)/u.test(definition) };
    }
  }
  const called = HINDI_CALLED.exec(text);
  if (called) {
    const [, definition = '', term = ''] = called;
    if (termIsAcceptable(term, stopWords, true) && !leansOnContext(definition, language)) {
      return { unit, term, termStart: text.indexOf(term, definition.length), definition: hindiDirectCase(definition), equation: false, glossary: false, plural: false, past: false };
    }
  }
  const isCalled = HINDI_IS_CALLED.exec(text);
  if (isCalled) {
    // The term's words run back from the verb to the first function word or verb form ("रहना").
    const words = (isCalled[1] ?? '').split(/\s+/);
    let first = words.length;
    while (first > 0 && words.length - first < 3 && !stopWords.has(words[first - 1]!) && !/(?:ना|ने|ता|ती|ते)$/u.test(words[first - 1]!)) first -= 1;
    const term = words.slice(first).join(' ');
    const definition = words.slice(0, first).join(' ');
    if (term && termIsAcceptable(term, stopWords, true) && definition.split(/\s+/).length >= 3 && !leansOnContext(definition, language)) {
      return { unit, term, termStart: text.indexOf(term, definition.length), definition, equation: false, glossary: false, plural: false, past: false };
    }
  }
  return null;
}

/**
 * "वह प्रक्रिया है जिसमें..." quoted alone keeps its sentence's verb before the relative clause; the
 * phrase a prompt quotes is "वह प्रक्रिया जिसमें..." ("the process in which...").
 */
function withoutHindiCopula(definition: string): string {
  return definition.replace(/^((?:वह|वे|एक|ऐसी|ऐसा)\s+\S+(?:\s+\S+)?)\s+(?:है|हैं|था|थी|थे)\s+(?=जिस|जो|जिन)/u, '$1 ');
}

/**
 * "जलवाष्प के ठंडा होकर द्रव में बदलने (को संघनन कहते हैं)" names its process in the oblique case the
 * "को" asks for; quoted alone it reads in the direct case: "जलवाष्प का ठंडा होकर द्रव में बदलना".
 * Only a phrase with one genitive is changed: with two, which one goes with the verb is not told.
 */
function hindiDirectCase(definition: string): string {
  if (!/ने$/u.test(definition) || (definition.match(/(?:^|\s)के(?=\s)/gu) ?? []).length !== 1) return definition;
  return definition.replace(/ने$/u, 'ना').replace(/(^|\s)के(?=\s)/u, '$1का');
}

/** A definition that names its term last, after a naming verb, or glosses it where it is used. */
function namedDefinition(unit: MaterialUnit, language: LanguageCode, stopWords: ReadonlySet<string>): Definition | null {
  const text = unit.text;
  const found = (term: string, definition: string, termStart: number): Definition | null => {
    const described = definition.trim();
    if (!termIsAcceptable(term, stopWords) || !describesTerm(described)) return null;
    const told = trimmed(described);
    return told === null ? null : { unit, term, termStart, definition: told, equation: false, glossary: false, plural: false, past: false };
  };
  const last = NAMED_LAST[language]?.exec(text);
  if (last) {
    const [, subject = '', term = ''] = last;
    // "The pituitary gland controls the other glands and is called the master gland": the subject
    // is a clause that ends in its conjunction, and what is named is its own subject, not a description.
    if (/\s(?:and|or|y|o|et|ou|und|oder|e|ed)$/iu.test(subject)) return null;
    return found(term, subject.charAt(0).toLowerCase() + subject.slice(1), text.lastIndexOf(term));
  }
  const first = NAMED_FIRST[language]?.exec(text);
  if (first) {
    const [whole, term = '', definition = ''] = first;
    return found(term, definition, whole.indexOf(term));
  }
  const glossed = GLOSSED.exec(text);
  if (glossed) {
    const [whole, phrase = '', definition = ''] = glossed;
    // The term is what follows the phrase's last article: "...forment le prolétariat, c'est-à-dire...".
    const term = phrase.split(/\s+(?:the|el|la|los|las|le|les|der|die|das|den|o|a|os|as|il|lo|gli)\s+|\s+l['’]/iu).pop() ?? phrase;
    return found(term, definition, (glossed.index ?? 0) + whole.lastIndexOf(term, whole.indexOf(',')));
  }
  return null;
}
