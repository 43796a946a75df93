import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInPage, signUpLearner, type TestLearner } from '../../support/learners';
import { cacheCurrentSession, type ApiSession } from '../session-flow/session-flow-support';

type LearnerClient = TestLearner['client'];

interface WordySet {
  language: string;
  summary: string[];
  card: { front: string; back: string };
  question: { question: string; options: string[]; correct: number; wrong: number; explanation: string };
}

// Long words that fit a phone's line whole, next to the quiz's verdicts after an answer.
const englishSet: WordySet = {
  language: 'en',
  summary: [
    'The asthenosphere is the weak, partly molten layer of the upper mantle beneath the lithosphere.',
    'Convection currents in the asthenosphere carry the lithospheric plates along.',
  ],
  card: { front: 'Which layer lies beneath the lithosphere?', back: 'The asthenosphere, a weak and partly molten layer of the upper mantle' },
  question: {
    question: 'Which partly molten layer of the mantle lies beneath the lithosphere?',
    options: ['Asthenosphere', 'Mesosphere', 'Lithosphere', 'Outer core'],
    correct: 0,
    wrong: 1,
    explanation: 'The asthenosphere is the partly molten layer beneath the lithosphere.',
  },
};

const germanSet: WordySet = {
  language: 'de',
  summary: ['Die Asthenosphäre ist die teilweise geschmolzene Schicht des Erdmantels unter der Lithosphäre.'],
  card: { front: 'Welche Schicht liegt unter der Lithosphäre?', back: 'Die Asthenosphäre, eine teilweise geschmolzene Schicht des oberen Erdmantels' },
  question: {
    question: 'Welche teilweise geschmolzene Schicht liegt unter der Lithosphäre?',
    options: ['Asthenosphäre', 'Mesosphäre', 'Erdkruste', 'Innerer Erdkern'],
    correct: 0,
    wrong: 3,
    explanation: 'Die Asthenosphäre liegt direkt unter der Lithosphäre.',
  },
};

function check<T>({ data, error }: { data: T; error: unknown }): NonNullable<T> {
  if (error || data === null || data === undefined) throw new Error(`Arranging test data failed: ${JSON.stringify(error)}`);
  return data;
}

/** A session in validation whose generated set is the given one, as the generator would store it. */
async function sessionWithSet(client: LearnerClient, topic: string, set: WordySet): Promise<ApiSession> {
  const session = check(
    await client
      .from('studysessions')
      .insert({ subjectname: 'Geology', topicname: topic })
      .select('sessionid, sessionname, subjectname, topicname, status, focusdurationminutes, breakdurationminutes')
      .single(),
  );
  for (const status of ['uploading', 'validating'] as const) {
    check(await client.from('studysessions').update({ status }).eq('sessionid', session.sessionid).select('sessionid'));
  }
  const { studysetid } = check(await client.from('studysets').insert({ sessionid: session.sessionid, language: set.language }).select('studysetid').single());
  check(await client.from('summarypoints').insert(set.summary.map((text, position) => ({ studysetid, position, text }))).select('pointid'));
  check(await client.from('flashcards').insert({ studysetid, position: 0, ...set.card }).select('flashcardid'));
  const { question, options, correct, explanation } = set.question;
  check(await client.from('quizquestions').insert({ studysetid, position: 0, question, options, correctoption: correct, explanation }).select('questionid'));
  return { ...session, status: 'validating' };
}

/**
 * The words of the elements' text whose letters are laid out on more than one line. A line may
 * break at a space or a hyphen, so those separate the words measured.
 */
function wordsSplitAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const split: string[] = [];
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of (text.textContent ?? '').matchAll(/[^\s\-\u2010]+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lineTops = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
          if (lineTops.size > 1) split.push(word[0]);
        }
      }
    }
    return split;
  });
}

/** The language an element's text is marked with, and whether that mark is the page's own. */
function languageOf(element: Locator) {
  return element.evaluate((node) => {
    const marked = node.closest('[lang]');
    return { lang: marked?.getAttribute('lang') ?? null, page: marked === document.documentElement, hyphens: getComputedStyle(node).hyphens };
  });
}

async function expectWholeWords(elements: Locator, label: string) {
  expect(await elements.count(), `${label}: something to measure`).toBeGreaterThan(0);
  expect(await wordsSplitAcrossLines(elements), `${label}: words broken across lines`).toEqual([]);
}

/** The flashcard, front then back, the question before and after a wrong answer, and the summary. */
async function studyTheSet(page: Page, set: WordySet, steps: { toQuiz: string; toSummary: string }) {
  const main = page.getByRole('main');
  const card = main.locator('button[aria-pressed]');
  await expect(card).toContainText(set.card.front);
  const shownFace = card.locator('[data-face]:not([aria-hidden="true"])');
  await expectWholeWords(shownFace, 'flashcard front');
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(shownFace).toContainText(set.card.back);
  await expectWholeWords(shownFace, 'flashcard back');
  expect(await languageOf(shownFace.getByText(set.card.back))).toEqual({ lang: set.language, page: false, hyphens: 'auto' });

  await page.getByRole('button', { name: steps.toQuiz }).click();
  const quiz = main.getByRole('group', { name: set.question.question });
  const choices = quiz.locator('label');
  await expect(choices).toHaveCount(4);
  await expectWholeWords(choices, 'options before answering');
  const { options, correct, wrong } = set.question;
  expect(await languageOf(choices.getByText(options[correct]!, { exact: true }))).toEqual({ lang: set.language, page: false, hyphens: 'auto' });
  // The answer's interface words stay the page's own language.
  await main.getByRole('radio', { name: options[wrong]! }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  const verdictOf = (option: string) => choices.filter({ hasText: option });
  await expect(verdictOf(options[correct]!)).toContainText('Correct answer');
  await expect(verdictOf(options[wrong]!)).toContainText('Your answer: wrong');
  await expectWholeWords(choices, 'options beside their verdicts');
  await expectWholeWords(quiz.locator('legend'), 'question');
  await expectWholeWords(main.getByText(set.question.explanation), 'explanation');
  expect(await languageOf(main.getByText('Correct answer', { exact: true }))).toMatchObject({ lang: 'en', page: true });

  await page.getByRole('button', { name: steps.toSummary }).click();
  const points = main.getByRole('listitem').filter({ hasText: /sphere|sphäre/ });
  await expect(points.first()).toBeVisible();
  await expectWholeWords(points, 'summary');
  expect(await languageOf(points.first())).toMatchObject({ lang: set.language, page: false });
}

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the quiz, flashcards and summary break lines between words, in validation and in reviews', async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await signUpLearner({ displayname: 'Phone Learner' });
  const english = await sessionWithSet(learner.client, 'The mantle', englishSet);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInPage(page, learner);
  await cacheCurrentSession(page, english, 'validating');

  // Validation of a new session, on a phone.
  await page.goto('/validation');
  await expect(page.getByText('Flashcard 1 of 1')).toBeVisible();
  await studyTheSet(page, englishSet, { toQuiz: 'Continue to Quiz', toSummary: 'See Summary' });

  // A review of another session, whose set is in German: the same components, the set's own language.
  const german = await sessionWithSet(learner.client, 'Der Erdmantel', germanSet);
  for (const status of ['break_in_progress', 'completed'] as const) {
    check(await learner.client.from('studysessions').update({ status }).eq('sessionid', german.sessionid).select('sessionid'));
  }
  await page.goto(`/review/${german.sessionid}`);
  await expect(page.getByRole('heading', { level: 1, name: german.sessionname })).toBeVisible();
  await studyTheSet(page, germanSet, { toQuiz: 'Next: Quiz', toSummary: 'Next: Summary' });
});
