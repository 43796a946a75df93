import type { LanguageCode } from '../core/language.ts';
import type { TermPair } from '../core/types.ts';

/** How items are worded, in the material's language: every language the detector names has its own. */
export interface Phrases {
  /** The front of a definition card: "What is osmosis?"; "What was a caravanserai?" when told in the past. */
  whatIs(term: string, plural: boolean, past: boolean): string;
  /** The front of a card defining a person: "Who was Zhang Qian?". */
  whoIs(name: string, past: boolean): string;
  /** The front of a glossary card, whose number the notes do not say: "What is meant by X?". */
  whatIsMeantBy(term: string): string;
  /** The front of an "X = ..." card. */
  whatEquals(term: string): string;
  /** A formula's symbol, asked with its formula: "In $PV = nRT$, what does n stand for?". */
  standsFor(symbol: string, formula: string): string;
  /** A timeline's event, asked for its date: "When did this happen: Tennis Court Oath?". */
  whenDid(event: string): string;
  fillBlank(cloze: string): string;
  whichTerm(definition: string): string;
  /**
   * Where the language's verbs of what a thing does are known (doesSomething in definitions.ts): a
   * glossary line that says what its term does ("Thyroid gland: makes thyroxine...") asks "What does
   * the thyroid gland do?", and its question "Which of these makes thyroxine...?".
   */
  whatDoes?(term: string): string;
  whichDoes?(doing: string): string;
  explanation(answer: string, sentence: string): string;
}

const english: Phrases = {
  whatIs: (term, plural, past) => `What ${past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is'} ${term}?`,
  whoIs: (name, past) => `Who ${past ? 'was' : 'is'} ${name}?`,
  whatIsMeantBy: (term) => `What is meant by “${term}”?`,
  whatEquals: (term) => `What is ${term} equal to?`,
  standsFor: (symbol, formula) => `In ${formula}, what does ${symbol} stand for?`,
  whenDid: (event) => `When did this happen: ${event}?`,
  fillBlank: (cloze) => `Fill in the blank: ${cloze}`,
  whichTerm: (definition) => `Which term is defined as "${definition}"?`,
  whatDoes: (term) => `What does ${/^\p{Lu}/u.test(term) ? term : `the ${term}`} do?`,
  whichDoes: (doing) => `Which of these ${doing}?`,
  explanation: (answer, sentence) => `The answer is "${answer}". From your notes: ${sentence}`,
};

const spanish: Phrases = {
  whatIs: (term, plural, past) => `¿Qué ${past ? (plural ? 'eran' : 'era') : plural ? 'son' : 'es'} ${term}?`,
  whoIs: (name, past) => `¿Quién ${past ? 'fue' : 'es'} ${name}?`,
  whatIsMeantBy: (term) => `¿Qué se entiende por ${term}?`,
  whatEquals: (term) => `¿A qué es igual ${term}?`,
  standsFor: (symbol, formula) => `En ${formula}, ¿qué representa ${symbol}?`,
  whenDid: (event) => `¿Cuándo ocurrió esto: ${event}?`,
  fillBlank: (cloze) => `Completa el espacio: ${cloze}`,
  whichTerm: (definition) => `¿Qué término se define como «${definition}»?`,
  explanation: (answer, sentence) => `La respuesta es «${answer}». De tus apuntes: ${sentence}`,
};

const hindi: Phrases = {
  whatIs: (term, _plural, past) => `${term} क्या ${past ? 'था' : 'है'}?`,
  whoIs: (name, past) => `${name} कौन ${past ? 'थे' : 'हैं'}?`,
  whatIsMeantBy: (term) => `${term} से क्या तात्पर्य है?`,
  whatEquals: (term) => `${term} किसके बराबर है?`,
  standsFor: (symbol, formula) => `${formula} में ${symbol} क्या दर्शाता है?`,
  whenDid: (event) => `यह कब हुआ: ${event}?`,
  fillBlank: (cloze) => `रिक्त स्थान भरें: ${cloze}`,
  whichTerm: (definition) => `किस शब्द की परिभाषा है: "${definition}"?`,
  explanation: (answer, sentence) => `उत्तर है "${answer}"। आपके नोट्स से: ${sentence}`,
};

// French asks "Qu'est-ce que la photosynthèse ?" when the notes give the term its article, and
// names a bare term in quotes, where "que" would need an elision the term's first sound decides.
const FRENCH_ARTICLE = /^(?:le|la|les|un|une)\s/i;

const french: Phrases = {
  whatIs: (term, _plural, past) =>
    FRENCH_ARTICLE.test(term)
      ? past
        ? `Qu’était ${term} ?`
        : `Qu’est-ce ${/^[aeiouéèêh]/i.test(term) ? 'qu’' : 'que '}${term} ?`
      : `Que ${past ? 'désignait' : 'désigne'} « ${term} » ?`,
  whoIs: (name, past) => `Qui ${past ? 'était' : 'est'} ${name} ?`,
  whatIsMeantBy: (term) => `Que signifie « ${term} » ?`,
  whatEquals: (term) => `Que vaut ${term} ?`,
  standsFor: (symbol, formula) => `Dans ${formula}, que représente ${symbol} ?`,
  whenDid: (event) => `Quand cela s’est-il passé : ${event} ?`,
  fillBlank: (cloze) => `Complétez : ${cloze}`,
  whichTerm: (definition) => `Quel terme est défini ainsi : « ${definition} » ?`,
  explanation: (answer, sentence) => `La réponse est « ${answer} ». D’après vos notes : ${sentence}`,
};

const german: Phrases = {
  whatIs: (term, plural, past) => `Was ${past ? (plural ? 'waren' : 'war') : plural ? 'sind' : 'ist'} ${term}?`,
  whoIs: (name, past) => `Wer ${past ? 'war' : 'ist'} ${name}?`,
  // "unter dem Golgi-Apparat" needs the noun's gender; the quoted term needs none.
  whatIsMeantBy: (term) => `Was bedeutet „${term}“?`,
  whatEquals: (term) => `Wie lautet die Gleichung für ${term}?`,
  standsFor: (symbol, formula) => `Wofür steht ${symbol} in ${formula}?`,
  whenDid: (event) => `Wann geschah das: ${event}?`,
  fillBlank: (cloze) => `Ergänze die Lücke: ${cloze}`,
  whichTerm: (definition) => `Welcher Begriff wird so definiert: „${definition}“?`,
  explanation: (answer, sentence) => `Die Antwort ist „${answer}“. Aus deinen Notizen: ${sentence}`,
};

const portuguese: Phrases = {
  whatIs: (term, plural, past) => `O que ${past ? (plural ? 'eram' : 'era') : plural ? 'são' : 'é'} ${term}?`,
  whoIs: (name, past) => `Quem ${past ? 'foi' : 'é'} ${name}?`,
  whatIsMeantBy: (term) => `O que se entende por ${term}?`,
  whatEquals: (term) => `A que é igual ${term}?`,
  standsFor: (symbol, formula) => `Em ${formula}, o que representa ${symbol}?`,
  whenDid: (event) => `Quando isto aconteceu: ${event}?`,
  fillBlank: (cloze) => `Complete a lacuna: ${cloze}`,
  whichTerm: (definition) => `Qual termo é definido como “${definition}”?`,
  explanation: (answer, sentence) => `A resposta é “${answer}”. Das suas anotações: ${sentence}`,
};

const italian: Phrases = {
  whatIs: (term, plural, past) => (past ? `Che cosa ${plural ? 'erano' : 'era'} ${term}?` : plural ? `Che cosa sono ${term}?` : `Che cos’è ${term}?`),
  whoIs: (name, past) => `Chi ${past ? 'era' : 'è'} ${name}?`,
  whatIsMeantBy: (term) => `Che cosa si intende per ${term}?`,
  whatEquals: (term) => `A che cosa è uguale ${term}?`,
  standsFor: (symbol, formula) => `In ${formula}, che cosa rappresenta ${symbol}?`,
  whenDid: (event) => `Quando è successo: ${event}?`,
  fillBlank: (cloze) => `Completa lo spazio vuoto: ${cloze}`,
  whichTerm: (definition) => `Quale termine è definito come «${definition}»?`,
  explanation: (answer, sentence) => `La risposta è «${answer}». Dai tuoi appunti: ${sentence}`,
};

const PHRASES: Record<LanguageCode, Phrases> = {
  en: english,
  es: spanish,
  hi: hindi,
  fr: french,
  de: german,
  pt: portuguese,
  it: italian,
  und: english,
};

/** The wording of the material's language; English where its language could not be told. */
export function phrasesFor(language: LanguageCode): Phrases {
  return PHRASES[language];
}

/** What stands before and after the definition in "Which term is defined as...?", per wording. */
const WHICH_TERM_SHAPES: readonly (readonly [string, string])[] = [...new Set(Object.values(PHRASES))].map((phrases) => {
  const [before = '', after = ''] = phrases.whichTerm('\u0000').split('\u0000');
  return [before, after] as const;
});

/**
 * The term and definition a "Which term is defined as...?" question of any language asks, as
 * stored with a study set; null for a question of another kind.
 */
export function askedDefinition(prompt: string, options: readonly string[], correctIndex: number): TermPair | null {
  const term = options[correctIndex];
  if (!term) return null;
  for (const [before, after] of WHICH_TERM_SHAPES) {
    if (prompt.length > before.length + after.length && prompt.startsWith(before) && prompt.endsWith(after)) {
      return { term, definition: prompt.slice(before.length, prompt.length - after.length) };
    }
  }
  return null;
}
