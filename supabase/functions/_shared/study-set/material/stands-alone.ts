// Whether a sentence can be read alone, about the subject and not the course: what a teacher marks
// down first in an item (docs/decisions.md, "The item gate"), and what a summary's key point needs
// too. A property of the sentence as the material gives it, so it belongs to the material's stage.
import type { LanguageCode } from '../core/language.ts';
import type { MaterialUnit } from './segment.ts';

// Words a sentence opens with when it leans on the one before: "This law...", "It uses...",
// "Here,...". Checked on the first word, in each language's own pronouns and demonstratives. A
// pronoun that stands for nothing ("Il faut attendre 1833...", "Es gibt drei...", "There are
// three...") opens a sentence that reads alone.
const LEANING_OPENERS: Record<LanguageCode, RegExp> = {
  en: /^(?:this|these|that|those|it|its|they|their|them|he|she|his|her|here|there(?!\s+(?:is|are|was|were)\b)|such|both|the latter|the former|however|also|then|thus|hence|so(?!-)|afterwards|later|in the same|at the same|that same|the same|the (?:theory|process|law|idea|model|method|reaction|cycle)(?!\s+of)(?=[\s,])|the (?:key|main|most important) (?:feature|point|idea|difference|reason|cause|advantage|problem) (?:is|was)(?=\s))\b/i,
  es: /^(?:este|esta|estos|estas|esto|ese|esa|esos|esas|eso|ello|ella|ellos|ellas|él|su|sus|aquí|allí|así|también|además|los demás|las demás|el resto|los otros|las otras)(?![\p{L}])/iu,
  fr: /^(?:ce|cet|cette|ces|cela|ceci|il(?!\s+(?:faut|fallait|fallut|y\s+a|y\s+avait|y\s+eut|existe|existait)(?![\p{L}]))|elle|ils|elles|son|sa|ses|leur|leurs|ici|ainsi|aussi|de plus|le même|la même|au même)(?![\p{L}])/iu,
  de: /^(?:dies|diese|dieser|dieses|diesen|er|sie|es(?!\s+(?:gibt|gab)(?![\p{L}]))|sein|seine|ihr|ihre|hier|dort|so|auch|außerdem|daher|dazu|dabei|damit|danach|dafür|deshalb|deswegen|darauf|dadurch|noch am selben|am selben|im selben|am nächsten|im gleichen|am gleichen)(?![\p{L}])/iu,
  pt: /^(?:este|esta|estes|estas|isto|esse|essa|esses|essas|isso|ele|ela|eles|elas|seu|sua|seus|suas|aqui|assim|também)(?![\p{L}])/iu,
  it: /^(?:questo|questa|questi|queste|quello|quella|esso|essa|essi|egli|lui|lei|loro|suo|sua|suoi|sue|qui|così|anche)(?![\p{L}])/iu,
  hi: /^(?:यह|वह|ये|वे|इसे|इसका|इसकी|इसके|इसमें|उसका|उसकी|उसके|इन्हें|उन्हें|इनका|उनका|यहाँ|वहाँ|उन्होंने|इन्होंने|इसी|उसी|इस|उस|इन|उन|अगले ही)(?![\p{L}\p{M}])/u,
  und: /^(?:this|these|it|they)\b/i,
};

// The furniture of notes: a lecture's header, a page or slide reference, contact details, a
// redaction placeholder. A sentence holding one is about the course, not the subject.
export const FURNITURE =
  /\[[^\]]*removed\]|\b(?:pp?\.\s*\d|pages?\s+\d|slides?\s+\d|lecture\s+\d|lect\.\s*\d|ch\.\s*\d|chapter\s+\d|textbook|handout|tutor|homework|assignment|exam\b|essay\s+question|office\s+hours|seite\s+\d|página\s+\d|cours\s+n)/iu;

// Shorthand a learner writes for themselves: "!!", chains of arrows, "=" between words. Such a line
// read as a sentence runs several notes together.
const SHORTHAND = /!!|(?:->|→|=>).*(?:->|→|=>)|(?<![$\\\d\s])\s*=\s*(?![\d$])/u;

// A note with no subject: "Takes place in the cytoplasm...", "Reúne más del 99 %...", "two kidneys,
// which filter..." (a lower-case opening continues a list); its subject is in another line.
const NO_SUBJECT: Partial<Record<LanguageCode, RegExp>> = {
  en: /^(?:takes|makes|produces|contains|releases|carries|forms|uses|occurs|happens|gives|has|have|is|are|was|were|can|allows|helps|converts|breaks|builds|stores|controls|protects|moves|transports|filters|lies|sits)\b/i,
  es: /^(?:reúne|tiene|contiene|produce|forma|es|son|está|están|fue|fueron|puede|gira|tarda)(?![\p{L}])/iu,
  fr: /^(?:est|sont|a|ont|contient|produit|permet|forme|était)(?![\p{L}])/iu,
  de: /^(?:ist|sind|hat|haben|enthält|bildet|war|waren)(?![\p{L}])/iu,
  pt: /^(?:é|são|tem|contém|produz|forma|foi)(?![\p{L}])/iu,
  it: /^(?:è|sono|ha|hanno|contiene|produce|forma|fu)(?![\p{L}])/iu,
};
// "Tras la victoria de Boyacá, en 1819, impulsó la creación...": after its opening phrases, a sentence
// of a language that leaves its subject out goes on with a verb in the past, so who acted, the
// sentence before said. Only verbs of the past are read by their ending, which nouns rarely share.
const VERB_AFTER_OPENING: Partial<Record<LanguageCode, RegExp>> = {
  es: /^[^,]{2,60},\s+(?:[^,]{2,30},\s+)?\p{Ll}\p{L}*(?:ó|aron|ieron|aba|aban)(?![\p{L}])/u,
  pt: /^[^,]{2,60},\s+(?:[^,]{2,30},\s+)?\p{Ll}\p{L}*(?:ou|aram|eram|iu|ava|avam)(?![\p{L}])/u,
  it: /^[^,]{2,60},\s+(?:[^,]{2,30},\s+)?\p{Ll}\p{L}*(?:ò|arono|erono|irono|ava|avano|eva|evano)(?![\p{L}])/u,
};
// "two kidneys, which filter...": the rest of a list whose head is in another line.
const LIST_TAIL = /^(?:two|three|four|five|several|many|both|dos|tres|deux|trois|zwei|drei|duas|due)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?,\s/u;
// "Very little ATP is made directly here.": where "here" is, another sentence said.
const PLACE_BEFORE = /(?<![\p{L}])(?:here|there|ici|là|aquí|allí|hier|dort|aqui|ali|qui|lì|यहाँ|वहाँ)[.!।]?$/iu;
// "En el sur destacó el general San Martín": the south of what, the sentence before said.
const COMPASS_BEFORE =
  /^(?:in the (?:north|south|east|west)|en el (?:norte|sur|este|oeste)|au (?:nord|sud)|à l[’'](?:est|ouest)|im (?:norden|süden|osten|westen)|no (?:norte|sul|leste|oeste)|al (?:nord|sud))(?![\p{L}])(?!\s+(?:of|de|del|du|des|von|do|da|della|dell)(?![\p{L}]))/iu;

/** Whether a sentence can be read alone, about the subject and not the course. */
export function standsAlone(unit: MaterialUnit, language: LanguageCode, strict = true): boolean {
  const text = unit.text.trim();
  // "Pancreas: its islets release...": after a note's label, the text leans on the label.
  const afterLabel = /^[^:]{2,40}:\s+(\S.*)$/u.exec(text)?.[1];
  if ((afterLabel !== undefined && leansOnContext(afterLabel, language)) || leansOnContext(text, language) || FURNITURE.test(text) || NO_SUBJECT[language]?.test(text) || VERB_AFTER_OPENING[language]?.test(text) || PLACE_BEFORE.test(text) || COMPASS_BEFORE.test(text) || LIST_TAIL.test(text)) return false;
  // The relaxed gate reads notes made only of shorthand or lower-case fragments rather than refuse them.
  if (!strict) return true;
  return !/^\p{Ll}/u.test(text) && !SHORTHAND.test(text.replace(/\$[^$]*\$/g, '')) && !listBeforeArrow(text);
}

// "Zellwand, Chloroplasten und Vakuole → typisch für Pflanzenzellen": a bare list and an arrow is a
// learner's shorthand; a blank in it asks which item of a list was left out, in words no teacher writes.
const ARROW = /→|->|=>/u;
const LIST_JOIN = /,.*\s(?:and|or|und|oder|y|o|et|ou|e|ed|और|या)\s/u;

function listBeforeArrow(text: string): boolean {
  const arrow = ARROW.exec(text);
  if (!arrow) return false;
  const left = text.slice(0, arrow.index).trim();
  return left.split(/\s+/).length <= 8 && LIST_JOIN.test(left);
}

/** Whether a text opens leaning on what came before it ("It...", "This law...", "Its islets..."). */
export function leansOnContext(text: string, language: LanguageCode): boolean {
  const trimmed = text.trim();
  return (
    LEANING_OPENERS[language].test(trimmed) ||
    LEANING_LABEL.test(trimmed) ||
    (language === 'en' && HIS_APPOSITION.test(trimmed)) ||
    (language === 'hi' && LEANING_INSIDE_HINDI.test(text))
  );
}

// Hindi points back inside a sentence too: "जल के इस प्रकार पृथ्वी पर गिरने को..." ("in this way"),
// "अंग्रेज़ों ने इस विद्रोह को दबा दिया" ("this revolt").
const LEANING_INSIDE_HINDI = /(?:^|\s)(?:इस|इसी|उस|उसी|इन|उन)\s+(?!समय|सदी|दौरान)[\p{L}\p{M}]+/u;

// A label that names what it lists only by the heading above it: "Examples: Pluto and Ceres",
// "Les étapes: glycolyse...", "Die Phasen: ...". Examples of what, stages of what, the heading said.
const LEANING_LABEL = new RegExp(
  String.raw`^(?:(?:the|les|los|las|die|os|as|le|gli)\s+)?(?:examples?|e\.g\.|steps|stages|phases|ejemplos?|pasos|etapas|fases|exemples?|étapes|beispiele?|schritte|phasen|stufen|exemplos?|esempi|esempio|passi|fasi|उदाहरण|चरण)\s*:`,
  'iu',
);

// "Octavian, his heir, defeated...": whose heir, the sentence before said.
const HIS_APPOSITION = /^\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)*,\s+(?:his|her|its|their)\s/u;
