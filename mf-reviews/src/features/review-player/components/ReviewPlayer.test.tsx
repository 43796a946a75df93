import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudySet } from '../../../lib/study-set';
import { ReviewPlayer } from './ReviewPlayer';

const studySet: StudySet = {
  studysetid: 'set-1',
  language: 'en',
  summary: ['Spaced repetition spreads reviews out over time.'],
  flashcards: [
    { id: 'f1', front: 'What is recall?', back: 'Retrieving from memory' },
    { id: 'f2', front: 'What is spacing?', back: 'Reviewing at growing intervals' },
  ],
  questions: [
    { id: 'q1', prompt: 'First review after?', options: ['1 day', '3 days', '7 days', '90 days'], correctIndex: 0, explanation: 'Stage 1 is due the next day.' },
    { id: 'q2', prompt: 'Last interval?', options: ['14 days', '30 days', '60 days', '90 days'], correctIndex: 3, explanation: 'Stage 6 waits 90 days.' },
  ],
};

function renderPlayer() {
  render(
    <ReviewPlayer
      studySet={studySet}
      renderFinish={(answers) => <p>Finish with {answers.length} answers</p>}
    />,
  );
}

async function answerShownQuestion(user: ReturnType<typeof userEvent.setup>, correctly: boolean) {
  const question = studySet.questions.find((q) => screen.queryByRole('group', { name: q.prompt }))!;
  const group = screen.getByRole('group', { name: question.prompt });
  const index = correctly ? question.correctIndex : (question.correctIndex + 1) % 4;
  await user.click(within(group).getByRole('radio', { name: question.options[index] }));
  await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
}

afterEach(cleanup);

describe('ReviewPlayer', () => {
  it("marks the set's words with the set's language in every step, and leaves the app's words alone", async () => {
    const user = userEvent.setup();
    render(<ReviewPlayer studySet={{ ...studySet, language: 'es' }} renderFinish={() => null} />);
    expect(screen.getByText(/^What is (recall|spacing)\?$/).closest('[lang]')?.getAttribute('lang')).toBe('es');
    expect(screen.getByText('Question', { exact: true }).closest('[lang]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next: Quiz' }));
    const group = screen.getAllByRole('group')[0]!;
    expect(group.querySelector('legend')?.getAttribute('lang')).toBe('es');
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('[lang]')?.getAttribute('lang'))).toEqual(['es', 'es', 'es', 'es']);

    await user.click(screen.getByRole('button', { name: 'Next: Summary' }));
    expect(screen.getByText(studySet.summary[0]!).closest('[lang]')?.getAttribute('lang')).toBe('es');
  });

  it('walks Flashcards, Quiz and Summary, flipping cards and counting positions', async () => {
    const user = userEvent.setup();
    renderPlayer();
    expect(screen.getByRole('heading', { name: 'Flashcards' })).toBeTruthy();
    expect(screen.getByText('Flashcard 1 of 2')).toBeTruthy();
    const card = screen.getByRole('button', { pressed: false });
    await user.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Flashcard 2 of 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next: Quiz' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Quiz' }));
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
  });

  it('asks for a choice before submitting, then locks the answer and shows the explanation', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Next: Quiz' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose an answer first.');

    await answerShownQuestion(user, false);
    expect(screen.getByText('Not quite.')).toBeTruthy();
    expect(screen.getByText('Your answer: wrong')).toBeTruthy();
    expect(screen.getByText('Correct answer')).toBeTruthy();
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).toBeNull();
  });

  it('scores the quiz on the Summary and hands the answers to the finish', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Next: Quiz' }));
    await answerShownQuestion(user, true);
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await answerShownQuestion(user, false);
    await user.click(screen.getByRole('button', { name: 'Next: Summary' }));

    expect(screen.getByText('Spaced repetition spreads reviews out over time.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quiz Performance' })).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByText('1 out of 2 correct')).toBeTruthy();
    expect(screen.getByText('Keep studying and try again!')).toBeTruthy();
    expect(screen.getByText('Finish with 2 answers')).toBeTruthy();
  });
});
