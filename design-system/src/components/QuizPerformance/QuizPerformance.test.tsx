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

  it('is 0% before any answer', () => {
    render(<QuizPerformance correct={0} answered={0} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.getByText('0 out of 0 correct')).toBeTruthy();
  });
});
