import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of what contains it', () => {
    render(
      <button>
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Favorites</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Favorites' }).lastElementChild?.className).toBe(
      'aayra-visually-hidden',
    );
  });
});
