import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectionNeeded } from './ConnectionNeeded';

describe('ConnectionNeeded', () => {
  it('says in one status line that the page loads once back online', () => {
    render(<ConnectionNeeded />);
    expect(screen.getByRole('status').textContent).toBe(
      'This page needs a connection. It will load when you are back online.',
    );
  });
});
