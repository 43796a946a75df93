import type { LanguageCode } from './language.ts';

/** How items are worded, in the material's language: every language the detector names has its own. */
export interface Phrases {
  /** The front of a definition card: "What is osmosis?". */
  whatIs(term: string, plural: boolean): string;
  /** The front of a glossary card, whose number the notes do not say: "What is meant by X?". */
  whatIsMeantBy(term: string): string;
  /** The front of an "X = ..." card. */
  whatEquals(term: string): string;
  fillBlank(cloze: string): string;
  whichTerm(definition: string): string;
  /** "Which of these is stated in your notes?", worded apart for each such question of a set. */
  whichStated: readonly string[];
  explanation(answer: string, sentence: string): string;
  /** The explanation of a "which of these is stated" question, whose answer is the sentence itself. */
  fromNotes(sentence: string): string;
  /** The statement made false: "X is not ...". */
  negations: readonly (readonly [RegExp, string])[];
}

const english: Phrases = {
  whatIs: (term, plural) => `What ${plural ? 'are' : 'is'} ${term}?`,
  whatIsMeantBy: (term) => `What is meant by ${term}?`,
  whatEquals: (term) => `What is ${term} equal to?`,
  fillBlank: (cloze) => `Fill in the blank: ${cloze}`,
  whichTerm: (definition) => `Which term is defined as "${definition}"?`,
  whichStated: [
    'Which of these is stated in your notes?',
    'Which of these statements matches your notes?',
    'According to your notes, which of these is true?',
    'Which of these do your notes say?',
  ],
  explanation: (answer, sentence) => `The answer is "${answer}". From your notes: ${sentence}`,
  fromNotes: (sentence) => `From your notes: ${sentence}`,
  negations: [
    [/\b(is|are|was|were|can|does|do|did|has|have|will)\b/, '$1 not'],
  ],
};

const spanish: Phrases = {
  whatIs: (term, plural) => `¿Qué ${plural ? 'son' : 'es'} ${term}?`,
  whatIsMeantBy: (term) => `¿Qué se entiende por ${term}?`,
  whatEquals: (term) => `¿A qué es igual ${term}?`,
  fillBlank: (cloze) => `Completa el espacio: ${cloze}`,
  whichTerm: (definition) => `¿Qué término se define como «${definition}»?`,
  whichStated: [
    '¿Cuál de estas afirmaciones aparece en tus apuntes?',
    '¿Qué afirmación coincide con tus apuntes?',
    'Según tus apuntes, ¿cuál de estas afirmaciones es verdadera?',
    '¿Cuál de estas frases dicen tus apuntes?',
  ],
  explanation: (answer, sentence) => `La respuesta es «${answer}». De tus apuntes: ${sentence}`,
  fromNotes: (sentence) => `De tus apuntes: ${sentence}`,
  negations: [[/(?<![\p{L}])(es|son|era|eran|fue|fueron|puede|pueden|tiene|tienen)(?![\p{L}])/u, 'no $1']],
};

const hindi: Phrases = {
  whatIs: (term) => `${term} क्या है?`,
  whatIsMeantBy: (term) => `${term} से क्या तात्पर्य है?`,
  whatEquals: (term) => `${term} किसके बराबर है?`,
  fillBlank: (cloze) => `रिक्त स्थान भरें: ${cloze}`,
  whichTerm: (definition) => `किस शब्द की परिभाषा है: "${definition}"?`,
  whichStated: [
    'इनमें से कौन-सी बात आपके नोट्स में लिखी है?',
    'कौन-सा कथन आपके नोट्स से मेल खाता है?',
    'आपके नोट्स के अनुसार इनमें से कौन-सा कथन सही है?',
    'आपके नोट्स इनमें से क्या कहते हैं?',
  ],
  explanation: (answer, sentence) => `उत्तर है "${answer}"। आपके नोट्स से: ${sentence}`,
  fromNotes: (sentence) => `आपके नोट्स से: ${sentence}`,
  negations: [[/(?<![\p{L}\p{M}])(है|हैं|था|थे|थी)(?![\p{L}\p{M}])/u, 'नहीं $1']],
};

// French asks "Qu'est-ce que la photosynthèse ?" when the notes give the term its article, and
// names a bare term in quotes, where "que" would need an elision the term's first sound decides.
const FRENCH_ARTICLE = /^(?:le|la|les|un|une)\s/i;

const french: Phrases = {
  whatIs: (term) => (FRENCH_ARTICLE.test(term) ? `Qu’est-ce que ${term} ?` : `Que désigne « ${term} » ?`),
  whatIsMeantBy: (term) => `Que signifie « ${term} » ?`,
  whatEquals: (term) => `Que vaut ${term} ?`,
  fillBlank: (cloze) => `Complétez : ${cloze}`,
  whichTerm: (definition) => `Quel terme est défini ainsi : « ${definition} » ?`,
  whichStated: [
    'Laquelle de ces affirmations figure dans vos notes ?',
    'Quelle affirmation correspond à vos notes ?',
    'D’après vos notes, laquelle de ces affirmations est vraie ?',
    'Que disent vos notes ?',
  ],
  explanation: (answer, sentence) => `La réponse est « ${answer} ». D’après vos notes : ${sentence}`,
  fromNotes: (sentence) => `D’après vos notes : ${sentence}`,
  // "ne ... pas" around the verb, elided before a vowel: "n'est pas", "ne sont pas".
  negations: [
    [/(?<![\p{L}'’])(est|a|était|avait)(?![\p{L}])/u, 'n’$1 pas'],
    [/(?<![\p{L}'’])(sont|peut|peuvent|font|fait|contient|contiennent)(?![\p{L}])/u, 'ne $1 pas'],
  ],
};

const german: Phrases = {
  whatIs: (term, plural) => `Was ${plural ? 'sind' : 'ist'} ${term}?`,
  whatIsMeantBy: (term) => `Was versteht man unter ${term}?`,
  whatEquals: (term) => `Wie lautet die Gleichung für ${term}?`,
  fillBlank: (cloze) => `Ergänze die Lücke: ${cloze}`,
  whichTerm: (definition) => `Welcher Begriff wird so definiert: „${definition}“?`,
  whichStated: [
    'Welche dieser Aussagen steht in deinen Notizen?',
    'Welche Aussage passt zu deinen Notizen?',
    'Welche dieser Aussagen ist laut deinen Notizen richtig?',
    'Was sagen deine Notizen?',
  ],
  explanation: (answer, sentence) => `Die Antwort ist „${answer}“. Aus deinen Notizen: ${sentence}`,
  fromNotes: (sentence) => `Aus deinen Notizen: ${sentence}`,
  negations: [[/(?<![\p{L}])(ist|sind|war|waren|kann|können|hat|haben|wird|werden)(?![\p{L}])/u, '$1 nicht']],
};

const portuguese: Phrases = {
  whatIs: (term, plural) => `O que ${plural ? 'são' : 'é'} ${term}?`,
  whatIsMeantBy: (term) => `O que se entende por ${term}?`,
  whatEquals: (term) => `A que é igual ${term}?`,
  fillBlank: (cloze) => `Complete a lacuna: ${cloze}`,
  whichTerm: (definition) => `Qual termo é definido como “${definition}”?`,
  whichStated: [
    'Qual destas afirmações está nas suas anotações?',
    'Qual afirmação corresponde às suas anotações?',
    'Segundo as suas anotações, qual destas afirmações é verdadeira?',
    'O que dizem as suas anotações?',
  ],
  explanation: (answer, sentence) => `A resposta é “${answer}”. Das suas anotações: ${sentence}`,
  fromNotes: (sentence) => `Das suas anotações: ${sentence}`,
  negations: [[/(?<![\p{L}])(é|são|era|eram|foi|foram|pode|podem|tem|têm)(?![\p{L}])/u, 'não $1']],
};

const italian: Phrases = {
  whatIs: (term, plural) => (plural ? `Che cosa sono ${term}?` : `Che cos’è ${term}?`),
  whatIsMeantBy: (term) => `Che cosa si intende per ${term}?`,
  whatEquals: (term) => `A che cosa è uguale ${term}?`,
  fillBlank: (cloze) => `Completa lo spazio vuoto: ${cloze}`,
  whichTerm: (definition) => `Quale termine è definito come «${definition}»?`,
  whichStated: [
    'Quale di queste affermazioni compare nei tuoi appunti?',
    'Quale affermazione corrisponde ai tuoi appunti?',
    'Secondo i tuoi appunti, quale di queste affermazioni è vera?',
    'Che cosa dicono i tuoi appunti?',
  ],
  explanation: (answer, sentence) => `La risposta è «${answer}». Dai tuoi appunti: ${sentence}`,
  fromNotes: (sentence) => `Dai tuoi appunti: ${sentence}`,
  negations: [[/(?<![\p{L}])(è|sono|era|erano|fu|furono|può|possono|ha|hanno)(?![\p{L}])/u, 'non $1']],
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
