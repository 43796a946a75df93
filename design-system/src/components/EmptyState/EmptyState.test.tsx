import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('titles the empty list with a heading and offers its action', () => {
    render(
      <EmptyState
        title="No pending reviews"
        headingLevel={3}
        action={<button>Start a session</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No pending reviews' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a session' })).toBeTruthy();
  });
});
