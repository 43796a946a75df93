import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text with its tone for the stylesheet', () => {
    render(<Badge tone="success">Mastered</Badge>);
    expect(screen.getByText('Mastered').dataset.tone).toBe('success');
  });
});
