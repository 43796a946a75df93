import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CircularCountdown } from './CircularCountdown';
import { formatCountdown } from './formatCountdown';

describe('formatCountdown', () => {
  it.each([
    [1500, '25:00'],
    [299.2, '05:00'],
    [59, '00:59'],
    [0, '00:00'],
    [-3, '00:00'],
    [5400, '90:00'],
  ])('%s s -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('CircularCountdown', () => {
  it('is a timer named by its label showing mm:ss', () => {
    render(
      <CircularCountdown
        label="Focus time remaining"
        remainingSeconds={300}
        totalSeconds={1500}
        caption="Focus"
      />,
    );
    const timer = screen.getByRole('timer', { name: 'Focus time remaining' });
    expect(timer.textContent).toBe('05:00Focus');
    expect(timer.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
