import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconHeart } from '../Icon/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its aria-label, shown as its tooltip too', async () => {
    const onClick = vi.fn();
    render(<IconButton aria-label="Favorites" icon={<IconHeart />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Favorites' });
    expect(button.getAttribute('title')).toBe('Favorites');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });
});
