import type { LanguageCode } from './language.ts';

/** How items are worded, in the material's language (English where Aayra has no wording yet). */
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

export function phrasesFor(language: LanguageCode): Phrases {
  if (language === 'es') return spanish;
  if (language === 'hi') return hindi;
  return english;
}
