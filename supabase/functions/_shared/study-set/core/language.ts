import { deu, eng, fra, hin, ita, por, spa } from 'stopword';

/** The material's language as an ISO 639-1 code, or 'und' when it cannot be told. */
export type LanguageCode = 'en' | 'es' | 'hi' | 'fr' | 'de' | 'pt' | 'it' | 'und';

// The lists above are short; these are further words that never name a concept on their own
// (common verbs, adjectives and quantities), so they are never an answer.
const EXTRA: Partial<Record<LanguageCode, string>> = {
  en: `a able about above absorb absorbs across after again against all allow allowed allows almost
  along already also although always am among amount amounts an and another any appear appeared
  appears past are area areas around as at away basic be became because become becomes been before
  began begin begins being below best better between bid bids billion black blue both brown build
  builds built but by called came can cannot carried carries carry cause caused causes cent
  central certain change changes come comes common contain contains could day days decrease
  decreased decreases depend depended depends describe described describes did die died dies
  different do does doing done down during each early eight either else end enough especially even
  ever every example explain explained explains factor factors fall falls fell few final first
  five following for form forms found four from full further gave general get gets give given
  gives go goes good gray great green grew grey group groups grow grows had happen happened
  happens has have having he help helped helps hence her here hers herself high higher him himself
  his hold holds how however hundred i if important in include includes including increase
  increased increases instead into is it its itself just keep keeps kept key kind kinds known
  large larger last later lead leads least led less level levels like likely line lines link links
  live lived lives long longer lot lots low lower made main mainly major make makes many may me
  mean means measure measured measures might million minor more most mostly move moved moves much
  must my myself near nearly need needs neither never new next nine no nor not now number numbers
  occur occurred occurs of off often on once one only onto or orange order other others our ours
  ourselves out over overall own part particular parts pass passed passes people per percent
  perhaps person pink place play played plays point points possible process produce produced
  produces provide provided provides purple put quickly quite rapid rather reach reached reaches
  really red reduce reduced reduces reflect reflects release releases remain remained remains
  require required requires respond responded responds result results rise rises rose roughly said
  same says second see seem seemed seems seen set seven several she shift shifted shifts should
  show showed shown shows side sides similar simple since single sit sits six small smaller so
  some someone something sometimes sort specific spread spreads stage stages stand stands start
  state stated states still stop stopped stops strong such support supports system systems take
  taken takes ten tend tended tends term terms than that the their theirs them themselves then
  there therefore these they thing things third this those though thousand three through thus time
  times to too total toward towards turn turned turns two type types typical typically under
  unless unlike unlikely until up upon us use used uses using usually various very via violet want
  was way ways we well were what when where whereas whether which while white who whole whom whose
  why will with within without work works would year years yellow yet yield yields you your yours
  yourself yourselves`,
  es: `es son era eran fue fueron ser estar está están estaba hay este esta estos estas ese esa
  esos esas entre cada todo todos toda todas muy más menos mismo misma tiene tienen tener hace
  hacen puede pueden sus lo la los las le les un una unos unas al del y e o u ni pero sino que
  cual cuales cuyo donde cuando como porque aunque si no sí ya también tan tanto otro otra otros
  otras primero primera segundo segunda dos tres cuatro cinco parte partes forma formas tipo tipos
  manera vez veces según sobre durante mediante hacia hasta desde contra sin tras ante bajo`,
  hi: `है हैं था थे थी हो होता होती होते होना और या एक यह वह ये वे इस उस इन उन का की के को में से
  पर ने भी तो ही जो कि जब तक लिए द्वारा साथ बाद पहले करता करती करते करना किया गया गई गए जाता जाती
  जाते रहा रही रहे सकता सकती सकते बहुत कुछ सभी हर कई दो तीन चार जिनकी जिसकी जिसके जिसका जिससे
  जिसमें जिन जिस जिनके जिनका अपने अपनी अपना किसी कोई लगभग मुख्य रूप पहले सबसे इसलिए क्योंकि लेकिन
  परंतु तथा एवं बने बना बनी होते लगते लगती करने पूरी पाए दिखाई देती देता देते रखता रखने वाले वाला
  वाली नहीं कहलाता कहलाती कहलाते कहते कहा बहता बहती बहते मिलता मिलती मिलते होकर`,
  fr: `plus moins très trop peu beaucoup siècle siècles année années an ans fois partie parties
  nombre grand grande grands grandes petit petite nouveau nouvelle nouveaux nouvelles premier
  première deux trois quatre cinq dont chaque tout tous toute toutes autre autres même mêmes
  encore ainsi alors donc aussi comme entre vers selon sans sous pendant depuis après avant
  cependant toutefois milieu début fin reste manière façon type types forme formes`,
  de: `mehr weniger sehr viel viele wenig wenige jahr jahre jahren jahrhundert mal teil teile
  zahl groß große großen großer klein kleine neue neuen neuer erste ersten zwei drei vier fünf
  jede jeder jedes alle allen andere anderen gleiche gleichen noch auch immer schon etwa art arten
  form formen beginn ende anfang mitte weise`,
  pt: `mais menos muito muitos muita muitas pouco século séculos ano anos vez vezes parte partes
  número grande grandes pequeno pequena novo nova primeiro primeira dois duas três quatro cinco
  cada todo todos toda todas outro outra outros outras mesmo mesma também ainda assim entre
  durante após antes tipo tipos forma formas modo`,
  it: `più meno molto molti molta molte poco secolo secoli anno anni volta volte parte parti numero
  grande grandi piccolo piccola nuovo nuova primo prima due tre quattro cinque ogni tutto tutti
  tutta tutte altro altra altri altre stesso stessa anche ancora così tra fra durante dopo prima
  tipo tipi forma forme modo`,
};

const LISTS: Record<LanguageCode, readonly string[]> = {
  en: eng, es: spa, hi: hin, fr: fra, de: deu, pt: por, it: ita, und: eng,
};

const cache = new Map<LanguageCode, ReadonlySet<string>>();
const functionWordCache = new Map<LanguageCode, ReadonlySet<string>>();

/** A language's function words only (articles, pronouns, prepositions, conjunctions, auxiliaries). */
export function functionWordsOf(language: LanguageCode): ReadonlySet<string> {
  let words = functionWordCache.get(language);
  if (!words) {
    words = new Set(LISTS[language].map((word) => word.toLowerCase()));
    functionWordCache.set(language, words);
  }
  return words;
}

/** Function words and other words that never name a concept, for a language. */
export function stopWordsOf(language: LanguageCode): ReadonlySet<string> {
  let words = cache.get(language);
  if (!words) {
    const extra = (EXTRA[language === 'und' ? 'en' : language] ?? '').split(/\s+/).filter(Boolean);
    // English extras also serve other languages: English terms often appear in any notes.
    words = new Set([...LISTS[language], ...extra, ...(language === 'en' ? [] : (EXTRA.en ?? '').split(/\s+/))].map((word) => word.toLowerCase()));
    cache.set(language, words);
  }
  return words;
}

const LATIN_LANGUAGES: readonly [LanguageCode, ReadonlySet<string>][] = [
  ['en', new Set(eng)], ['es', new Set(spa)], ['fr', new Set(fra)], ['de', new Set(deu)], ['pt', new Set(por)], ['it', new Set(ita)],
];
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}]+)?/gu;
const DEVANAGARI = /[\u0900-\u097F]/u;

/**
 * The language most of the material is written in, from its first 3,000 characters: Devanagari
 * is read as Hindi; Latin script as the language whose function words ("the", "de", "und"...)
 * make up most of the text. Every text has many of them, so a paragraph is enough, and the cost
 * is the same for any length of material. Notes with few of them (fragments, arrows) take the
 * language that has clearly the most. None of these languages: 'und'.
 */
export function detectLanguage(text: string): LanguageCode {
  // Single letters are no evidence: formula notes are full of symbols ("P", "n", "T"), and some
  // lists count letters as function words.
  const words = (text.slice(0, 3000).toLowerCase().match(WORD) ?? []).filter((word) => word.length > 1).slice(0, 500);
  if (words.length === 0) return 'und';
  const devanagari = words.filter((word) => DEVANAGARI.test(word)).length;
  if (devanagari > words.length / 2) return 'hi';
  const shares = LATIN_LANGUAGES.map(([language, list]) => {
    const hits = words.filter((word) => list.has(word));
    return { language, share: hits.length / words.length, distinct: new Set(hits).size };
  })
    .filter(({ distinct }) => distinct >= 3)
    .sort((a, b) => b.share - a.share);
  const [first, second] = shares;
  if (!first) return 'und';
  if (first.share > 0.25) return first.language;
  // Messy notes (abbreviations, arrows, fragments) hold fewer function words: the language that
  // still has clearly the most of them is theirs.
  return first.share >= 0.06 && first.share >= 1.5 * (second?.share ?? 0) ? first.language : 'und';
}
