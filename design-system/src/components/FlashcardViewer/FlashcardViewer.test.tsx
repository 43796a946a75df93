import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FlashcardViewer, type StudyFlashcard } from './FlashcardViewer';
import type { FlashcardGrade } from '../SelfGrade/SelfGrade';

const cards: StudyFlashcard[] = [
  { id: 'f1', front: 'What is recall?', back: 'Retrieving from memory' },
  { id: 'f2', front: 'What is spacing?', back: 'Reviewing at growing intervals' },
];

function Harness({ start = 0 }: { start?: number }) {
  const [index, setIndex] = useState(start);
  return (
    <FlashcardViewer
      cards={cards}
      index={index}
      onIndexChange={setIndex}
      empty="No flashcards."
      actions={(card) => <button type="button">Edit {card.id}</button>}
    />
  );
}

describe('FlashcardViewer', () => {
  it('shows one card at a time, front first, and flips it', async () => {
    render(<Harness />);
    expect(screen.getByText('Flashcard 1 of 2')).toBeTruthy();
    const card = screen.getByRole('button', { pressed: false });
    expect(card.textContent).toContain('What is recall?');
    await userEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
  });

  it('announces the answer once, after its label: never "Answer: Answer..."', async () => {
    render(<Harness start={1} />);
    await userEvent.click(screen.getByRole('button', { pressed: false }));
    const announced = document.querySelector('[aria-live="polite"].aayra-visually-hidden')?.textContent;
    expect(announced).toBe('Answer: Reviewing at growing intervals');
    await userEvent.click(screen.getByRole('button', { pressed: true }));
    expect(document.querySelector('[aria-live="polite"].aayra-visually-hidden')?.textContent).toBe('Question: What is spacing?');
  });

  it('pages with Previous and Next, stopping at both ends, and shows a new card unflipped', async () => {
    render(<Harness />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { pressed: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Flashcard 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { pressed: false }).textContent).toContain('What is spacing?');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit f2' })).toBeTruthy();
  });

  it('says so when there is no card', () => {
    render(<FlashcardViewer cards={[]} index={0} onIndexChange={() => undefined} empty="No flashcards left." />);
    expect(screen.getByText('No flashcards left.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks the learner’s own card, draws its formula and announces it by its LaTeX', async () => {
    const own: StudyFlashcard = { id: 'f3', front: 'Kinetic energy?', back: '$\\frac{1}{2}mv^2$', authoredByLearner: true };
    render(<FlashcardViewer cards={[own]} index={0} onIndexChange={() => undefined} empty="No flashcards." />);
    expect(screen.getByText('Flashcard 1 of 1').nextElementSibling?.textContent).toBe('Your own');
    const card = screen.getByRole('button', { pressed: false });
    await waitFor(() => expect(card.querySelector('math mfrac')).not.toBeNull());
    await userEvent.click(card);
    const announced = document.querySelector('[aria-live="polite"].aayra-visually-hidden')?.textContent ?? '';
    expect(announced.startsWith('Answer: ')).toBe(true);
    expect(announced.endsWith('\\frac{1}{2}mv^2')).toBe(true);
    // Never the drawn formula's bare characters, which read as nonsense.
    expect(announced).not.toContain('12mv2');
  });

  it('asks for a grade once the answer was seen, by click or the keys 1 to 4', async () => {
    const given: string[] = [];
    function Grading() {
      const [index, setIndex] = useState(0);
      const [grades, setGrades] = useState(new Map<string, FlashcardGrade>());
      return (
        <FlashcardViewer
          cards={cards}
          index={index}
          onIndexChange={setIndex}
          empty="No flashcards."
          grades={grades}
          onGrade={(card, grade) => {
            given.push(`${card.id}:${grade}`);
            setGrades((current) => new Map(current).set(card.id, grade));
          }}
        />
      );
    }
    render(<Grading />);
    expect(screen.queryByRole('group', { name: 'How well did you know it?' })).toBeNull();
    await userEvent.keyboard('{Tab}4');
    expect(given).toEqual([]);

    await userEvent.keyboard('{Enter}');
    const grades = screen.getByRole('group', { name: 'How well did you know it?' });
    await userEvent.keyboard('2');
    expect(given).toEqual(['f1:2']);
    expect((screen.getByRole('radio', { name: 'Hard' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Easy' }));
    expect(given).toEqual(['f1:2', 'f1:4']);
    expect(grades.querySelectorAll('input:checked')).toHaveLength(1);

    // The next card is not graded until its answer is shown; back on the first, its grade stays.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('group', { name: 'How well did you know it?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect((screen.getByRole('radio', { name: 'Easy' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks for no grade where none is kept', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { pressed: false }));
    expect(screen.queryByRole('group', { name: 'How well did you know it?' })).toBeNull();
  });

  it('flips a card without drawing the viewer again where no grade is kept, so the flip answers at once', async () => {
    // Each call is one drawing of the viewer around the card.
    const actions = vi.fn((card: StudyFlashcard) => <button type="button">Edit {card.id}</button>);
    render(<FlashcardViewer cards={cards} index={0} onIndexChange={() => undefined} empty="No flashcards." actions={actions} />);
    const drawn = actions.mock.calls.length;
    const card = screen.getByRole('button', { pressed: false });
    await userEvent.click(card);
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(actions.mock.calls.length).toBe(drawn);
  });

  it('shows no badge on a generated card', () => {
    render(<Harness />);
    expect(screen.queryByText('Your own')).toBeNull();
  });
});
