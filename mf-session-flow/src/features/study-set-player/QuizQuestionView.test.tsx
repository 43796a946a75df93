import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuizQuestionView } from './QuizQuestionView';
import type { PlayerQuestion } from './types';

const question: PlayerQuestion = {
  id: 'q1',
  prompt: 'Fill in the blank: The Treaty of _____ was signed on 28 June 1919.',
  options: ['Versailles', 'London', 'Brest-Litovsk', 'Paris'],
  correctIndex: 0,
  explanation: 'From your notes: The Treaty of Versailles was signed on 28 June 1919.',
};

function Harness() {
  const [answer, setAnswer] = useState<number>();
  return <QuizQuestionView question={question} index={1} total={9} answer={answer} onAnswer={setAnswer} onIndexChange={() => undefined} />;
}

describe('a quiz question', () => {
  afterEach(cleanup);

  it('needs a choice before Submit Answer', async () => {
    render(<Harness />);
    expect(screen.getByText('Question 2 of 9')).toBeTruthy();
    expect(screen.getByRole('group', { name: question.prompt })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit Answer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('locks after a wrong answer, marking the right and the wrong option and explaining', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'London' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByText('Not quite.')).toBeTruthy();
    expect(screen.getByText(question.explanation)).toBeTruthy();
    expect(screen.getByText('Correct answer').closest('label')?.getAttribute('data-result')).toBe('correct');
    expect(screen.getByText('Your answer: wrong').closest('label')?.textContent).toContain('London');
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).toBeNull();
  });

  it('says so when the answer is right', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Versailles' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.queryByText('Your answer: wrong')).toBeNull();
  });
});
