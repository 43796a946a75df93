// An option must fit the words before the blank: "an _____" takes "active site", not "stomach";
// "la _____" takes "vida", not "acuífero". Otherwise the article gives the answer away.
import type { LanguageCode } from './language.ts';

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
function genderOf(word: string): 'm' | 'f' | null {
  const singular = word.toLowerCase().split(' ')[0]?.replace(/(?<=[aeiouáéíóú])s$|(?<=[^aeiou])es$/, '') ?? '';
  if (/(?:ción|sión|dad|tad|tud|umbre|sis|itis|ção|são|dade|zione|sione|tà|tù)$/.test(singular)) return 'f';
  if (/(?:ma|pa|ta)$/.test(singular) && /(?:problema|sistema|clima|mapa|planeta|tema|idioma|programa|cometa)$/.test(singular)) return 'm';
  if (/(?:o|or|aje|ón|és|ú)$/.test(singular)) return 'm';
  if (/a$/.test(singular)) return 'f';
  return null;
}

/**
 * Whether an option reads as well as the answer after the word before the blank. Figures and
 * languages without such articles always fit.
 */
export function fitsBeforeBlank(before: string, answer: string, option: string, language: LanguageCode): boolean {
  const article = before.toLowerCase();
  if (/^\d/.test(option) || /^\d/.test(answer)) return true;
  if (language === 'en' && (article === 'a' || article === 'an')) return takesAn(option) === takesAn(answer);
  const masculine = MASCULINE_ARTICLES[language]?.has(article) ?? false;
  if (masculine || (FEMININE_ARTICLES[language]?.has(article) ?? false)) {
    const wanted = masculine ? 'm' : 'f';
    const gender = genderOf(option);
    // "el agua": a feminine word opening with a stressed a takes "el"; so may the options.
    if (genderOf(answer) !== null && genderOf(answer) !== wanted) return gender === wanted || /^h?[aá]/i.test(option);
    return gender === null || gender === wanted;
  }
  return true;
}
