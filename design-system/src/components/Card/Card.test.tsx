import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders the element asked for, so a titled card can be a landmark section', () => {
    render(
      <Card as="section" aria-label="Subscription">
        Free plan
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Subscription' });
    expect(region.tagName).toBe('SECTION');
    expect(region.dataset.padding).toBe('md');
  });
});
