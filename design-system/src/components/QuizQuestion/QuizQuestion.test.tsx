import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuizQuestion, type StudyQuestion } from './QuizQuestion';

const questions: StudyQuestion[] = [
  {
    id: 'q1',
    prompt: 'Fill in the blank: The Treaty of _____ was signed on 28 June 1919.',
    options: ['Versailles', 'London', 'Brest-Litovsk', 'Paris'],
    correctIndex: 0,
    explanation: 'From your notes: The Treaty of Versailles was signed on 28 June 1919.',
  },
  { id: 'q2', prompt: 'First review after?', options: ['1 day', '3 days', '7 days', '90 days'], correctIndex: 0, explanation: '' },
];

function Harness() {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const question = questions[index]!;
  return (
    <QuizQuestion
      question={question}
      index={index}
      total={questions.length}
      answer={answers[question.id]}
      onAnswer={(choice) => setAnswers({ ...answers, [question.id]: choice })}
      onIndexChange={setIndex}
    />
  );
}

const prompt = questions[0]!.prompt;

describe('QuizQuestion', () => {
  it('asks for a choice before Submit Answer', async () => {
    render(<Harness />);
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByRole('group', { name: prompt })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Choose an answer first.');
    expect(screen.getByRole('group', { name: prompt }).getAttribute('aria-describedby')).toBe(error.id);
    await userEvent.click(screen.getByRole('radio', { name: 'Paris' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('locks after a wrong answer, marking the right and the wrong option and explaining', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'London' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByRole('status').textContent).toContain('Not quite.');
    expect(screen.getByText(questions[0]!.explanation)).toBeTruthy();
    expect(screen.getByText('Correct answer').closest('label')?.getAttribute('data-result')).toBe('correct');
    expect(screen.getByText('Your answer: wrong').closest('label')?.textContent).toContain('London');
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).toBeNull();
    // The button is gone with the lock: focus moves to the verdict rather than to the page.
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('says so when the answer is right', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Versailles' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.queryByText('Your answer: wrong')).toBeNull();
  });

  it('pages with Previous and Next Question, each question starting without a choice', async () => {
    render(<Harness />);
    expect((screen.getByRole('button', { name: 'Previous Question' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Versailles' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect((screen.getByRole('button', { name: 'Next Question' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '1 day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByRole('status').textContent).toBe('Correct!');
  });

  it('marks the learner’s own question and draws the formulas of its prompt, options and explanation', async () => {
    const own: StudyQuestion = {
      id: 'q3',
      prompt: 'Which is the kinetic energy of a mass $m$ at speed $v$?',
      options: ['$\\frac{1}{2}mv^2$', '$mv$', '$mgh$', '$ma$'],
      correctIndex: 0,
      explanation: 'Energy grows with the square of speed: $v^2$.',
      authoredByLearner: true,
    };
    render(<QuizQuestion question={own} index={0} total={1} answer={0} onAnswer={() => undefined} onIndexChange={() => undefined} />);
    expect(screen.getByText('Question 1 of 1').nextElementSibling?.textContent).toBe('Your own');
    await screen.findAllByText((_content, element) => element?.tagName.toLowerCase() === 'math');
    const legend = screen.getByRole('group');
    // Two in the prompt, one in each option, one in the explanation.
    expect(document.querySelectorAll('math')).toHaveLength(7);
    expect(legend.querySelector('legend math annotation')?.textContent).toBe('m');
    expect(screen.getByText('Correct answer').closest('label')?.querySelector('mfrac')).not.toBeNull();
  });

  it('shows no badge on a generated question', () => {
    render(<Harness />);
    expect(screen.queryByText('Your own')).toBeNull();
  });

  it('leaves focus alone when it shows a question answered earlier', () => {
    render(<QuizQuestion question={questions[1]!} index={1} total={2} answer={0} onAnswer={() => undefined} onIndexChange={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('Correct!');
    expect(document.activeElement).toBe(document.body);
  });

  it("marks the question's words with the set's language, an unknown one as unknown, and not the verdicts", async () => {
    const question = questions[0]!;
    const props = { question, index: 0, total: 1, answer: 0, onAnswer: () => undefined, onIndexChange: () => undefined };
    const { rerender } = render(<QuizQuestion {...props} language="fr" />);
    expect(screen.getByRole('group').querySelector('legend')?.getAttribute('lang')).toBe('fr');
    expect(screen.getByText('Versailles').getAttribute('lang')).toBe('fr');
    expect(screen.getByText(question.explanation).closest('p')?.getAttribute('lang')).toBe('fr');
    expect(screen.getByText('Correct answer').closest('[lang]')).toBeNull();

    rerender(<QuizQuestion {...props} language="und" />);
    expect(screen.getByText('Versailles').getAttribute('lang')).toBe('');
  });
});
