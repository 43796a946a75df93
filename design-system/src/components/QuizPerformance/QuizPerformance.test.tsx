import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuizPerformance } from './QuizPerformance';

describe('QuizPerformance', () => {
  it('shows the score, the count and the encouragement under its heading', () => {
    render(<QuizPerformance correct={1} answered={2} headingLevel={3} />);
    const section = screen.getByRole('region', { name: 'Quiz Performance' });
    expect(screen.getByRole('heading', { level: 3, name: 'Quiz Performance' })).toBeTruthy();
    expect(section.textContent).toContain('50%');
    expect(screen.getByText('1 out of 2 correct')).toBeTruthy();
    expect(screen.getByText('Keep studying and try again!')).toBeTruthy();
  });

  it('says nothing is answered yet instead of scoring 0% and scolding, and offers the way back', () => {
    render(<QuizPerformance correct={0} answered={0} unansweredAction={<button type="button">Go to Quiz</button>} />);
    const section = screen.getByRole('region', { name: 'Quiz Performance' });
    expect(section.textContent).toContain('You have not answered any questions yet, so there is no score.');
    expect(section.textContent).not.toContain('0%');
    expect(section.textContent).not.toContain('0 out of 0 correct');
    expect(section.textContent).not.toContain('Keep studying and try again!');
    expect(screen.getByRole('button', { name: 'Go to Quiz' })).toBeTruthy();
  });

  it('shows no way back once something is answered', () => {
    render(<QuizPerformance correct={0} answered={1} unansweredAction={<button type="button">Go to Quiz</button>} />);
    expect(screen.getByText('0 out of 1 correct')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
