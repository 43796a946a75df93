// An option must fit the words before the blank: "an _____" takes "active site", not "stomach";
// "la _____" takes "vida", not "acuífero". Otherwise the article gives the answer away.
import type { LanguageCode } from '../core/language.ts';

/** Articles and article-prepositions by gender: Spanish, Portuguese and Italian. */
const MASCULINE_ARTICLES: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  es: new Set(['el', 'del', 'al', 'un', 'los', 'unos']),
  pt: new Set(['o', 'os', 'um', 'uns', 'do', 'dos', 'no', 'nos', 'ao', 'aos', 'pelo', 'pelos']),
  it: new Set(['il', 'lo', 'un', 'uno', 'del', 'dello', 'nel', 'nello', 'al', 'allo', 'dal', 'sul', 'i', 'gli']),
};
const FEMININE_ARTICLES: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  es: new Set(['la', 'una', 'las', 'unas']),
  pt: new Set(['a', 'as', 'uma', 'umas', 'da', 'das', 'na', 'nas', 'à', 'às', 'pela', 'pelas']),
  it: new Set(['la', 'una', 'della', 'nella', 'alla', 'dalla', 'sulla', 'le', 'delle']),
};

/** Whether "an" goes before a word (by its sound, as far as spelling tells). */
function takesAn(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) return true;
  if (/^(?:uni|use|usu|uti|eu|ewe|one|once|ur[aeiou])/.test(lower)) return false;
  return /^[aeiou]/.test(lower);
}

/** A Spanish, Portuguese or Italian noun's gender as its ending suggests, or null when the ending does not say. */
function genderByEnding(word: string): 'm' | 'f' | null {
  const singular = word.toLowerCase().split(' ')[0]?.replace(/(?<=[aeiouáéíóú])s$|(?<=[^aeiou])es$/, '') ?? '';
  if (/(?:ción|sión|dad|tad|tud|umbre|sis|itis|ção|são|dade|zione|sione|tà|tù)$/.test(singular)) return 'f';
  if (/(?:ma|pa|ta)$/.test(singular) && /(?:problema|sistema|clima|mapa|planeta|tema|idioma|programa|cometa)$/.test(singular)) return 'm';
  if (/(?:o|or|aje|ón|és|ú)$/.test(singular)) return 'm';
  if (/a$/.test(singular)) return 'f';
  return null;
}

/** Nouns by the gender the material's own articles give them: "A bile é..." makes "bile" feminine. */
export type SeenGenders = ReadonlyMap<string, 'm' | 'f'>;

// Only articles that are nothing else: Portuguese "a" and "o" are also a preposition and a pronoun.
const PLAIN_ARTICLES: Partial<Record<LanguageCode, { m: string; f: string }>> = {
  es: { m: 'el|los|un', f: 'la|las|una' },
  pt: { m: 'os|um|do|no', f: 'as|uma|da|na' },
  it: { m: 'il|lo|uno|del|nel', f: 'la|una|della|nella' },
};

/** The gender each noun takes in the material, where its articles agree. */
export function gendersSeen(text: string, language: LanguageCode): SeenGenders {
  const articles = PLAIN_ARTICLES[language];
  if (!articles) return new Map();
  const patterns = [new RegExp(`(?<![\\p{L}])(?:(${articles.m})|(${articles.f}))\\s+(\\p{L}+)`, 'giu')];
  // A line's opening "O" or "A" is an article: "O estômago...", "- A bile...".
  if (language === 'pt') patterns.push(/(?:^|[.!?]\s+|\n\s*(?:[-*]\s+)?)(?:(O)|(A))\s+(\p{L}+)/gu);
  const seen = new Map<string, 'm' | 'f' | null>();
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const gender = match[1] ? 'm' : 'f';
      const noun = (match[3] ?? '').toLowerCase();
      const before = seen.get(noun);
      seen.set(noun, before === undefined || before === gender ? gender : null);
    }
  }
  return new Map([...seen].filter((entry): entry is [string, 'm' | 'f'] => entry[1] !== null));
}

/**
 * Whether an option reads as well as the answer after the word before the blank. Figures and
 * languages without such articles always fit. A noun's gender is the one the material's articles
 * give it, else the one its ending suggests.
 */
export function fitsBeforeBlank(before: string, answer: string, option: string, language: LanguageCode, genders: SeenGenders = new Map()): boolean {
  const article = before.toLowerCase();
  if (/^\d/.test(option) || /^\d/.test(answer)) return true;
  if (language === 'en' && (article === 'a' || article === 'an')) return takesAn(option) === takesAn(answer);
  const masculine = MASCULINE_ARTICLES[language]?.has(article) ?? false;
  if (masculine || (FEMININE_ARTICLES[language]?.has(article) ?? false)) {
    const wanted = masculine ? 'm' : 'f';
    const genderOf = (word: string) => genders.get(word.toLowerCase().split(' ')[0] ?? '') ?? genderByEnding(word);
    const gender = genderOf(option);
    // "el agua": a feminine word opening with a stressed a takes "el"; so may the options.
    if (genderOf(answer) !== null && genderOf(answer) !== wanted) return gender === wanted || /^h?[aá]/i.test(option);
    return gender === null || gender === wanted;
  }
  return true;
}
