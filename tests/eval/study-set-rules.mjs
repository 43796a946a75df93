// The rules a study set must keep, checked from the outside: from the set and the material as the
// learner wrote it, with lists and patterns of this file's own (nothing is imported from the
// generator), so a generator that breaks a rule is caught.

// Words that are never an answer on their own, per language.
const FUNCTION_WORDS = new Set(
  `a an the and or but nor if then else when whereas while although though because since unless until
  as at by for from in into of off on onto out over to under up upon with within without about above
  after against along among around before behind below beneath beside between beyond during except
  inside near outside past through throughout toward towards via is are was were be been being am
  do does did has have had having can could may might must shall should will would it its they them
  their theirs this that these those there here he him his she her hers we us our you your i me my
  who whom whose which what where why how not no yes so such too very also just only even both each
  every either neither some any all most many much more less few other another same than
  el la los las un una unos unas lo y e o u ni pero sino que de del al en con sin por para sobre entre
  es son era eran fue ser estar está están hay este esta estos estas ese esa eso cuando donde como
  porque aunque si no muy más menos también ya su sus se le les
  और या का की के को में से पर ने है हैं था थे थी यह वह ये वे एक भी तो ही जो कि`.split(/\s+/),
);

const INJECTION = [
  /\bignore\b.{0,40}\binstructions?\b/i,
  /\bdisregard\b.{0,40}\b(?:instructions?|rules?|prompt)\b/i,
  /\bmark\b.{0,30}\b(?:every|all)\b.{0,20}\banswers?\b.{0,20}\bcorrect\b/i,
  /\b(?:you are|act as)\b.{0,20}\b(?:assistant|ai|model|chatbot)\b/i,
  /\b(?:system prompt|reply only|respond only)\b/i,
  /\bignora\b.{0,40}\binstrucciones\b/i,
];

const MONTHS = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/i;
const BLANK = /_{3,}/;
const FILL_PREFIX = /^(?:Fill in the blank|Completa el espacio|रिक्त स्थान भरें|Complétez|Ergänze die Lücke|Complete a lacuna|Completa lo spazio vuoto)\s?:\s*/;
const ENGLISH_WORDING = /\b(?:Fill in the blank|Which term|What is|What are|Which of these)\b/;

/** Lower case, letters, marks and digits only, single spaces. */
export function squash(text) {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();
}

const PLACEHOLDER = /\[[^\]]*removed\]/g;

/** Whether the material holds the sentence (markup and spacing aside; redacted parts may be anything). */
function materialHolds(material, sentence) {
  const pieces = sentence.split(PLACEHOLDER).map((piece) => squash(piece.replace(/[*_`~]/g, ''))).filter(Boolean);
  let from = 0;
  for (const piece of pieces) {
    const at = material.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return pieces.length > 0;
}

function wholeWordIn(sentence, answer) {
  const lowerSentence = sentence.toLowerCase();
  const lowerAnswer = answer.toLowerCase();
  let at = lowerSentence.indexOf(lowerAnswer);
  while (at >= 0) {
    const before = lowerSentence[at - 1] ?? ' ';
    const after = lowerSentence[at + lowerAnswer.length] ?? ' ';
    if (!/[\p{L}\p{M}\p{N}]/u.test(before) && !/[\p{L}\p{M}\p{N}]/u.test(after)) return true;
    at = lowerSentence.indexOf(lowerAnswer, at + 1);
  }
  return false;
}

function isFunctionWordAnswer(answer) {
  const words = squash(answer).split(' ').filter(Boolean);
  return words.length === 0 || words.every((word) => FUNCTION_WORDS.has(word));
}

/** A number the material writes only as a list marker ("1.", "2)") is a list number, not a fact. */
function isListNumber(material, answer) {
  const number = answer.trim();
  if (!/^\d{1,3}$/.test(number)) return false;
  const everywhere = material.match(new RegExp(`(?<![\\d.,])${number}(?![\\d])`, 'g'))?.length ?? 0;
  const asMarker = material.match(new RegExp(`^\\s*${number}[.)]\\s`, 'gm'))?.length ?? 0;
  return asMarker > 0 && everywhere === asMarker;
}

function markupIn(text) {
  const problems = [];
  if (/\*\*|__(?!_)|`/.test(text.replace(/_{5}/g, ''))) problems.push('markdown emphasis');
  if (/^\s*(?:#{1,6}\s|[-*•]\s|\d{1,3}[.)]\s)/.test(text)) problems.push('list or heading marker');
  if (/\[[^\]]+\]\([^)]+\)|<\/?[a-z]+[^>]*>/i.test(text)) problems.push('link or tag');
  // A dollar before a figure is a price, not a formula's delimiter.
  const dollars = (text.match(/\$(?!\d)/g) ?? []).length;
  if (dollars % 2 === 1) problems.push('unbalanced formula');
  const outside = text.replace(/\$\$[^$]*\$\$|\$[^$]*\$/g, ' ');
  if (/\\[a-zA-Z]+/.test(outside)) problems.push('LaTeX outside a formula');
  for (const formula of text.match(/\$\$[^$]*\$\$|\$[^$]*\$/g) ?? []) if (BLANK.test(formula)) problems.push('blank inside a formula');
  return problems;
}

/** What kind of thing an option is: a year, a date, an amount in a unit, a name, a term... */
export function kindOf(option) {
  const text = option.trim();
  if (/^\d{3}0['’]?s$/.test(text)) return { kind: 'decade', value: Number(text.slice(0, 4)) };
  if (/^(?:1\d{3}|20\d{2})$/.test(text)) return { kind: 'year', value: Number(text) };
  if (MONTHS.test(text) && /\d{4}/.test(text)) return { kind: 'date', value: Number(/\d{4}/.exec(text)[0]) };
  const number = /^[£€₹$]?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)\s*(.*)$/.exec(text);
  if (number) {
    const value = Number(number[1].replace(/,(?=\d{3})/g, '').replace(',', '.'));
    const rest = number[2].toLowerCase().replace(/^(?:thousand|million|billion)\s*/, '');
    if (/^(?:%|percent|per cent|por ciento|प्रतिशत)$/.test(rest)) return { kind: 'percent', value };
    return { kind: rest ? `amount in ${rest.length > 3 ? rest.replace(/s$/, '') : rest}` : 'number', value };
  }
  const words = text.split(/\s+/);
  if (words.length >= 6 && /[.!?।]$|[\p{L}\p{N}]$/u.test(text)) return { kind: 'statement' };
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  if (/\p{Lu}/u.test(text) && capitalised.length === words.filter((word) => !/^(?:of|the|de|la|del|von|and)$/.test(word)).length) {
    // Names of events and of bodies are not names of people or places.
    if (/\b(?:War|Battle|Revolution|Treaty|Act|Conference|Plan|Clause|Front|Offensive|Trials?|Guerra|Tratado)\b/.test(text)) return { kind: 'event name', words: words.length };
    if (/\b(?:League|Union|Company|Party|Board|Railway|Council|University|Society|Nations)\b/.test(text)) return { kind: 'organisation name', words: words.length };
    return { kind: 'name', words: words.length };
  }
  return { kind: 'term', words: words.length };
}

/** The article before the blank must fit the option as it fits the answer: "an" + vowel, "la" + feminine. */
function articleFits(cloze, answer, option, language) {
  const before = /(\p{L}+)\s+_{3,}/u.exec(cloze)?.[1]?.toLowerCase();
  if (!before || /^\d/.test(option)) return true;
  const vowelSound = (word) => /^(?:[aeiou](?!ni|se|su|ti)|hour|honest)/i.test(word) && !/^(?:one|once|eu)/i.test(word);
  if (language === 'en' && (before === 'an' || before === 'a')) return vowelSound(option) === vowelSound(answer);
  if (language !== 'es') return true;
  const feminine = (word) => {
    const first = word.toLowerCase().split(' ')[0];
    if (/(?:ción|sión|dad|tud)$/.test(first)) return true;
    if (/(?:o|or|aje)$/.test(first)) return false;
    return undefined;
  };
  if (['el', 'del', 'al', 'un'].includes(before)) return feminine(option) !== true || feminine(answer) === true;
  if (['la', 'una'].includes(before)) return feminine(option) !== false || feminine(answer) === false;
  return true;
}

function sameKind(answer, option, blankOpensSentence) {
  const a = kindOf(answer);
  const b = kindOf(option);
  const wordy = ['name', 'term', 'event name', 'organisation name'];
  if (blankOpensSentence && wordy.includes(a.kind) && wordy.includes(b.kind) && (a.kind === 'term' || b.kind === 'term' || a.kind === b.kind)) {
    return Math.abs((a.words ?? 1) - (b.words ?? 1)) <= 2;
  }
  if (a.kind !== b.kind) return false;
  if (a.kind === 'year' || a.kind === 'decade' || a.kind === 'date') return Math.abs(a.value - b.value) <= 100;
  if (a.value !== undefined && b.value !== undefined) return a.value > 0 && b.value > 0 && Math.abs(Math.log10(a.value / b.value)) <= 2;
  if (a.words !== undefined) return Math.abs(a.words - b.words) <= 2;
  return true;
}

/** The material says the two are the same thing: "joule (J)", "joule, or newton metre", "A is equal to B". */
function statedEquivalent(materialLower, a, b) {
  const escape = (text) => text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = String.raw`\s*(?:\(|,?\s*or\s|,?\s*also (?:called|known as)\s|,?\s*(?:is )?(?:equal to|equals|the same as|known as)\s|=|,?\s*o\s|,?\s*es decir\s)\s*(?:one |a |an |1 |un |una )?`;
  const pattern = (x, y) => new RegExp(`(?<![\\p{L}])${escape(x)}${link}${escape(y)}(?![\\p{L}])`, 'u');
  return pattern(a, b).test(materialLower) || pattern(b, a).test(materialLower);
}

/**
 * Every rule-breaking item of a study set made from `material` (the learner's text, as written):
 * each as { item, rule, detail }.
 */
export function ruleBreaks(set, material, expectedLanguage) {
  const breaks = [];
  const flag = (item, rule, detail) => breaks.push({ item, rule, detail });
  // Markup characters vanish (a stray "**" inside a word is cleaned away), other marks are spaces.
  const squashed = squash(material.replace(/[*_`~]/g, ''));
  const materialLower = material.toLowerCase().replace(/\s+/g, ' ');
  const sentencesOfMaterial = new Set(material.split(/(?<=[.!?।])\s+|\n+/).map(squash).filter(Boolean));

  const checkAnswer = (item, answer, sentence) => {
    if (!wholeWordIn(sentence, answer)) flag(item, 'fragment answer', `"${answer}" is not a whole word of "${sentence}"`);
    if (isFunctionWordAnswer(answer)) flag(item, 'function-word answer', `"${answer}"`);
    if (isListNumber(material, answer)) flag(item, 'list-number answer', `"${answer}"`);
  };
  const checkSource = (item, source) => {
    if (!materialHolds(squashed, source.sentence)) flag(item, 'source not in material', source.sentence);
    if (INJECTION.some((pattern) => pattern.test(source.sentence))) flag(item, 'item from an instruction', source.sentence);
  };
  const checkText = (item, ...texts) => {
    for (const text of texts) for (const problem of markupIn(text)) flag(item, 'markup in text', `${problem}: ${text}`);
  };

  for (const card of set.flashcards) {
    const item = `card "${card.front}"`;
    checkSource(item, card.source);
    checkText(item, card.front, card.back);
    if (BLANK.test(card.front)) {
      checkAnswer(item, card.back, card.source.sentence);
      if (squash(card.front.replace(BLANK, card.back)) !== squash(card.source.sentence)) flag(item, 'answer does not fill the blank', card.back);
    }
  }
  for (const question of set.quiz) {
    const item = `question "${question.prompt}"`;
    checkSource(item, question.source);
    checkText(item, question.prompt, question.explanation, ...question.options);
    if (question.options.length !== 4 || new Set(question.options.map((option) => option.toLowerCase())).size !== 4) {
      flag(item, 'not four distinct options', question.options.join(' | '));
    }
    const answer = question.options[question.correctIndex];
    if (answer === undefined) {
      flag(item, 'no correct option', String(question.correctIndex));
      continue;
    }
    const wrong = question.options.filter((_, index) => index !== question.correctIndex);
    for (const option of wrong) if (/removed\]/i.test(option)) flag(item, 'redaction placeholder as an option', option);
    // Four statements and no blank: "which of these do the notes state?".
    if (!BLANK.test(question.prompt) && question.options.every((option) => kindOf(option).kind === 'statement')) {
      if (squash(answer) !== squash(question.source.sentence)) flag(item, 'stated option is not the source', answer);
      for (const option of wrong) if (sentencesOfMaterial.has(squash(option))) flag(item, 'second right answer', option);
      continue;
    }
    if (BLANK.test(question.prompt)) {
      const cloze = question.prompt.replace(FILL_PREFIX, '');
      checkAnswer(item, answer, question.source.sentence);
      if (squash(cloze.replace(BLANK, answer)) !== squash(question.source.sentence)) flag(item, 'answer does not fill the blank', answer);
      const opensSentence = /^\s*_{3,}/.test(cloze);
      for (const option of wrong) {
        if (!sameKind(answer, option, opensSentence)) flag(item, 'distractor of another kind', `${option} (${kindOf(option).kind}) for ${answer} (${kindOf(answer).kind})`);
        if (!articleFits(cloze, answer, option, set.language)) flag(item, 'distractor does not fit the article before the blank', `${option} for ${answer}`);
        if (sentencesOfMaterial.has(squash(cloze.replace(BLANK, option)))) flag(item, 'second right answer', option);
        if (statedEquivalent(materialLower, answer, option)) flag(item, 'equivalent of the answer as an option', `${option} = ${answer}`);
      }
    } else {
      // "Which term is defined as...?": every option a term of the answer's kind.
      if (isFunctionWordAnswer(answer)) flag(item, 'function-word answer', answer);
      for (const option of wrong) {
        if (!sameKind(answer, option, false)) flag(item, 'distractor of another kind', `${option} for ${answer}`);
        if (statedEquivalent(materialLower, answer, option)) flag(item, 'equivalent of the answer as an option', `${option} = ${answer}`);
      }
    }
  }
  for (const point of set.summary) {
    const item = `key point "${point.text}"`;
    checkSource(item, point.source);
    checkText(item, point.text);
    if (/^(?:it|its|they|their|this|these|those|he|she|él|ella|ellos|esto|estos|estas|यह|वह|ये|वे)\b/iu.test(point.text)) flag(item, 'key point opens with a pronoun', point.text);
  }

  const duplicates = (items, keyOf, label) => {
    const seen = new Set();
    for (const entry of items) {
      const key = keyOf(entry);
      if (seen.has(key)) flag(`${label} "${key}"`, 'duplicate item', key);
      seen.add(key);
    }
  };
  duplicates(set.flashcards, (card) => squash(card.front), 'card');
  duplicates(set.flashcards, (card) => `${squash(card.back)} @ ${squash(card.source.sentence)}`, 'card');
  duplicates(set.quiz, (question) => squash(question.prompt), 'question');
  duplicates(set.quiz, (question) => `${squash(question.options[question.correctIndex] ?? '')} @ ${squash(question.source.sentence)}`, 'question');

  if (expectedLanguage) {
    if (set.language !== expectedLanguage) flag('set', 'wrong language', `${set.language}, expected ${expectedLanguage}`);
    if (expectedLanguage !== 'en') {
      for (const text of [...set.flashcards.map((card) => card.front), ...set.quiz.map((question) => question.prompt)]) {
        if (ENGLISH_WORDING.test(text)) flag(`"${text}"`, 'item not in the material\'s language', text);
      }
    }
  }
  return breaks;
}

/** Items a set has: its cards, questions and key points. */
export function itemCount(set) {
  return set.flashcards.length + set.quiz.length + set.summary.length;
}
