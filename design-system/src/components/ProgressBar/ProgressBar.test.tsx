import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar with its value', () => {
    render(<ProgressBar label="Weekly goal" value={4} max={10} />);
    const bar = screen.getByRole('progressbar', { name: 'Weekly goal' });
    expect(bar.getAttribute('aria-valuenow')).toBe('4');
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
  });

  it('caps the bar at full while the label says the real figure', () => {
    render(<ProgressBar label="Weekly goal" value={12} max={10} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(bar.getAttribute('aria-valuetext')).toBe('120%');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    expect(screen.getByText('120%')).toBeTruthy();
  });
});
