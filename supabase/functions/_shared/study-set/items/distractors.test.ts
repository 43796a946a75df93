// Wrong options of the answer's kind, on the evaluation notes where the old generator failed.
import { describe, expect, it } from 'vitest';
import { studyNotes } from '../fixture-notes.ts';
import { generateLocalStudySet } from '../local-provider.ts';
import type { QuizQuestion } from '../core/types.ts';
import { BLANK } from '../core/words.ts';

const setOf = (name: string) => generateLocalStudySet([{ kind: 'text', text: studyNotes(name) }]);
const setOf2 = (text: string) => generateLocalStudySet([{ kind: 'text', text }]);
const answerOf = (question: QuizQuestion) => question.options[question.correctIndex] ?? '';
const wrongOf = (question: QuizQuestion) => question.options.filter((_, index) => index !== question.correctIndex);
const blanks = (questions: readonly QuizQuestion[]) => questions.filter((question) => question.prompt.includes(BLANK));

describe('wrong options of the answer\'s kind', () => {
  it('offers years near a year, and amounts in the answer\'s unit', () => {
    for (const name of ['history-industrial-revolution.txt', 'physics-work-energy.md', 'pdf-pasted-rock-cycle.txt']) {
      for (const question of blanks(setOf(name).quiz)) {
        const answer = answerOf(question);
        if (/^\d{4}$/.test(answer)) {
          for (const option of wrongOf(question)) expect(Math.abs(Number(option) - Number(answer)), question.prompt).toBeLessThanOrEqual(60);
        }
        const unit = /^[\d.,]+\s?(\D+)$/.exec(answer)?.[1];
        if (unit) for (const option of wrongOf(question)) expect(option.endsWith(unit), `${option} for ${answer}`).toBe(true);
      }
    }
  });

  it('offers people for a person, never an event or a place', () => {
    const people = ['Richard Arkwright', 'James Watt', 'John Snow', 'Thomas Newcomen', 'George Stephenson', 'Samuel Crompton', 'James Hargreaves', 'Edmund Cartwright'];
    const questions = setOf('history-industrial-revolution.txt').quiz.filter((entry) => people.includes(answerOf(entry)));
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) for (const option of wrongOf(question)) expect(people, question.prompt).toContain(option);
  });

  it('never offers a term the notes give as the answer\'s equivalent: no "newton metre" beside "joule"', () => {
    const physics = setOf('physics-work-energy.md');
    for (const question of physics.quiz) {
      const options = question.options.map((option) => option.toLowerCase());
      expect(options.includes('joule') && options.includes('newton metre'), question.prompt).toBe(false);
    }
  });

  it('never offers the redaction placeholder, and never uses "removed" as a term', () => {
    const set = setOf('lecture-notes-cell-biology.md');
    for (const question of set.quiz) for (const option of question.options) expect(option).not.toMatch(/removed/i);
    for (const card of set.flashcards) expect(card.back).not.toMatch(/removed/i);
  });

  it('fits the article before the blank: "an _____" takes an option that starts with a vowel sound', () => {
    for (const question of blanks(setOf('lecture-notes-cell-biology.md').quiz)) {
      if (!/\ban _{5}/.test(question.prompt)) continue;
      for (const option of question.options) expect(option, question.prompt).toMatch(/^[aeiou]/i);
    }
  });

  // "Which of these is stated in your notes?" offered the fact altered: garbled sentences ("The sea
  // camels of the Indian Ocean...") and negations that were also true. A fact with too few terms
  // of its answer's kind now gives no question at all.
  it('makes no question from altered statements when too few options of the answer\'s kind exist', () => {
    const set = setOf('bullet-notes-short.md');
    expect(set.quiz.length).toBeGreaterThan(0);
    for (const question of set.quiz) expect(question.prompt, question.prompt).toMatch(new RegExp(`${BLANK}|^Which term is defined as`));
  });
});

describe('answers a teacher would sign', () => {
  const answersOf = (set: ReturnType<typeof setOf>) => [
    ...set.flashcards.filter((card) => card.front.includes(BLANK)).map((card) => card.back),
    ...blanks(set.quiz).map(answerOf),
  ];

  it('never makes a function word the answer ("_____ nonpolar molecules" -> "Whereas")', () => {
    const answers = answersOf(setOf('lecture-notes-cell-biology.md'));
    expect(answers.length).toBeGreaterThanOrEqual(3);
    for (const answer of answers) expect(answer).not.toMatch(/^(?:whereas|such|as|and|the|small)$/i);
  });

  it('never makes a list number the answer', () => {
    // The bullet notes as a numbered list: their only numbers of one or two digits are list numbers.
    let number = 0;
    const numbered = studyNotes('bullet-notes-short.md').replace(/^- /gm, () => `${(number += 1)}. `);
    const answers = answersOf(generateLocalStudySet([{ kind: 'text', text: numbered }]));
    expect(answers.length).toBeGreaterThan(3);
    for (const answer of answers) expect(answer).not.toMatch(/^\d{1,2}$/);
  });

  it('never blanks part of a word, and only the answer fills the blank', () => {
    for (const name of ['spanish-ciclo-del-agua.md', 'hindi-saur-mandal.txt', 'physics-work-energy.md']) {
      for (const question of blanks(setOf(name).quiz)) {
        const cloze = question.prompt.slice(question.prompt.indexOf(':') + 2);
        expect(cloze.replace(BLANK, answerOf(question))).toBe(question.source.sentence);
        expect(cloze).toMatch(new RegExp(`(?:^|[\\s(])${BLANK}(?:$|[\\s.,;:)।/])`, 'u'));
      }
    }
  });

  it('keeps formulas whole and never blanks inside one', () => {
    const set = setOf('physics-work-energy.md');
    const texts = [...set.flashcards.flatMap((card) => [card.front, card.back]), ...set.quiz.flatMap((question) => [question.prompt, ...question.options])];
    expect(texts.some((text) => text.includes('$E_k = \\frac{1}{2} m v^2$') || text.includes('$W = F \\times d$'))).toBe(true);
    for (const text of texts) {
      for (const formula of text.match(/\$[^$]*\$/g) ?? []) expect(formula).not.toContain(BLANK);
      expect(text).not.toMatch(/\*\*|^#|^- /);
    }
  });

  it('writes items in the material\'s language', () => {
    const spanish = setOf('spanish-ciclo-del-agua.md');
    expect(spanish.language).toBe('es');
    expect(spanish.flashcards.map((card) => card.front)).toContain('¿Qué es el ciclo del agua?');
    expect(blanks(spanish.quiz)[0]?.prompt).toMatch(/^Completa el espacio: /);
    const hindi = setOf('hindi-saur-mandal.txt');
    expect(hindi.language).toBe('hi');
    // A definition is a card or a "which term" question, each in Hindi.
    const asCard = hindi.flashcards.some((card) => card.front === 'उपग्रह क्या है?');
    const asQuestion = hindi.quiz.some((question) => question.prompt.startsWith('किस शब्द की परिभाषा है:') && answerOf(question) === 'उपग्रह');
    expect(asCard || asQuestion).toBe(true);
  });
});

describe('the photosynthesis question a teacher marked down', () => {
  // The old generator blanked the verb and offered "occur | green | molecules | chlorophyll".
  const notes = [
    'Photosynthesis is the process by which green plants make glucose from carbon dioxide and water using light energy.',
    'Chloroplasts are the organelles where photosynthesis takes place in plant cells.',
    'Chlorophyll is the green pigment that absorbs red and blue light.',
    'The light-dependent reactions occur in the thylakoid membranes of the chloroplast.',
    'The Calvin cycle takes place in the stroma and uses carbon dioxide to build sugars.',
    'Stomata are small pores on the underside of leaves that let carbon dioxide in and oxygen out.',
    'Water molecules are split during the light-dependent reactions, releasing oxygen as a by-product.',
    'ATP and NADPH carry energy from the light-dependent reactions to the Calvin cycle.',
    'Jan Ingenhousz showed in 1779 that plants need light to produce oxygen.',
    'Nonpolar molecules can pass through the membrane easily, whereas ions need transport proteins.',
  ].join('\n');

  it('blanks no verb and offers neither a verb nor a colour beside the nouns', () => {
    const { quiz } = generateLocalStudySet([{ kind: 'text', text: notes }]);
    expect(quiz.length).toBeGreaterThanOrEqual(3);
    for (const question of quiz) {
      const options = question.options.map((option) => option.toLowerCase());
      for (const word of ['occur', 'green', 'whereas', 'nonpolar']) expect(options, question.prompt).not.toContain(word);
    }
  });

  it('never offers a word of the answer\'s stem ("monopolist" beside "monopoly"): it is often also right', () => {
    const markets = `# Market structures
A **monopoly** is a market with a single seller of a product that has no close substitutes.
The **monopolist** sets the price of the product and faces the whole market demand.
An **oligopoly** is a market dominated by a few large firms that watch each other.
**Perfect competition** is a market of many small firms selling an identical product.
A **cartel** is a group of firms that agree to fix prices or share out the market.
**Monopolistic competition** is a market of many firms selling differentiated products.
Barriers to entry keep new firms out of a monopoly for many years.`;
    for (const question of setOf2(markets).quiz) {
      const options = question.options.map((option) => option.toLowerCase());
      expect(options.includes('monopoly') && options.includes('monopolist'), question.prompt).toBe(false);
    }
  });
});
