// Study items in the shapes the study-set generator produces (supabase/functions/_shared/study-set):
// a definition card ("What is X?"), a cloze card (the sentence with its answer blanked as "_____"),
// a formula card (math between $...$, shown by StudyText), and the states a learner can meet.
import type { StudyFlashcard } from '../src/components/FlashcardViewer/FlashcardViewer';
import type { StudyQuestion } from '../src/components/QuizQuestion/QuizQuestion';

export const definitionCard: StudyFlashcard = {
  id: 'definition',
  front: 'What is osmosis?',
  back: 'The movement of water across a partially permeable membrane, from a dilute solution to a more concentrated one.',
};

export const clozeCard: StudyFlashcard = {
  id: 'cloze',
  front: 'The Treaty of Versailles was signed in _____, ending the First World War.',
  back: '1919',
};

export const formulaCard: StudyFlashcard = {
  id: 'formula',
  front: 'What is the work done $W$ equal to?',
  back: 'The force times the distance moved in its direction: $W = F \\cdot d$, measured in joules.',
};

/** The three cards in the order a learner meets them in a generated set. */
export const generatedCards = [definitionCard, clozeCard, formulaCard];

/** A topic at the 100-character limit of the session form. */
export const longTopic =
  'Photosynthesis, cellular respiration and the carbon cycle in tropical rainforest ecosystems of today';

/** A card back of 1,000 characters: a paragraph of lecture notes kept whole by the learner. */
export const longCardBack = [
  'The light-dependent reactions take place in the thylakoid membranes of the chloroplast.',
  'Chlorophyll absorbs red and blue light, and the energy excites electrons that pass along the electron transport chain.',
  'As they move, hydrogen ions are pumped into the thylakoid space, and their flow back through ATP synthase makes ATP.',
  'Water is split to replace the lost electrons, which releases oxygen as a by-product and hydrogen ions into the lumen.',
  'NADP+ accepts electrons at the end of the chain and becomes NADPH.',
  'Both ATP and NADPH then power the Calvin cycle in the stroma, where the enzyme rubisco fixes carbon dioxide onto ribulose bisphosphate.',
  'The unstable six-carbon product splits into two molecules of glycerate 3-phosphate, which are reduced to triose phosphate.',
  'Most triose phosphate regenerates ribulose bisphosphate so the cycle can continue; the rest builds glucose, sucrose and starch.',
  'Light intensity, carbon dioxide concentration and temperature can each limit the rate of photosynthesis.',
].join(' ');

export const arabicCard: StudyFlashcard = {
  id: 'arabic',
  front: 'ما الذي تنتجه عملية البناء الضوئي في النبات؟',
  back: 'تنتج الجلوكوز والأكسجين من الماء وثاني أكسيد الكربون باستخدام طاقة ضوء الشمس.',
};

export const hebrewCard: StudyFlashcard = {
  id: 'hebrew',
  front: 'מהי יחידת המבנה הבסיסית של כל יצור חי?',
  back: 'התא. כל יצור חי בנוי מתא אחד או יותר.',
};

// The generator asks about the same sentences its cards are made from, worded as it words them
// (supabase/functions/_shared/study-set/items/phrases.ts).

/** The cloze card's sentence as a question: its blank to fill, the answer among three other years. */
export const clozeQuestion: StudyQuestion = {
  id: 'cloze-question',
  prompt: `Fill in the blank: ${clozeCard.front}`,
  options: ['1914', clozeCard.back, '1918', '1939'],
  correctIndex: 1,
  explanation:
    'The treaty was signed in June 1919, seven months after the armistice of November 1918.',
};

/** The definition card turned round: its definition given, the term to name. */
export const definitionQuestion: StudyQuestion = {
  id: 'definition-question',
  prompt: `Which term is defined as "${definitionCard.back.charAt(0).toLowerCase()}${definitionCard.back.slice(1, -1)}"?`,
  options: ['Diffusion', 'Osmosis', 'Active transport', 'Transpiration'],
  correctIndex: 1,
  explanation:
    'Osmosis is the diffusion of water in particular, through a partially permeable membrane.',
};

export const arabicQuestion: StudyQuestion = {
  id: 'arabic-question',
  prompt: 'أي غاز يطلقه النبات أثناء عملية البناء الضوئي؟',
  options: ['الأكسجين', 'النيتروجين', 'ثاني أكسيد الكربون', 'الهيدروجين'],
  correctIndex: 0,
  explanation: 'يُطلق الأكسجين عند انشطار جزيئات الماء في التفاعلات الضوئية.',
};
