/**
 * The `lang` attribute of a study set's text, from the language stored with the set: a language
 * code, or 'und' when it could not be told. An unknown language is an empty `lang`, so the set's
 * words are neither hyphenated nor read aloud by the rules of the page's own language.
 */
export function studyTextLang(language: string | undefined): string | undefined {
  if (language === undefined) return undefined;
  return language === 'und' ? '' : language;
}
