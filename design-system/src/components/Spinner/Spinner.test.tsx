import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading study sets" />);
    expect(screen.getByRole('status').textContent).toBe('Loading study sets');
  });

  it('is hidden from screen readers without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
