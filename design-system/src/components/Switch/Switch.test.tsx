import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch toggled by Space and by its label', async () => {
    const onChange = vi.fn();
    render(<Switch label="Smart notifications" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Smart notifications' }) as HTMLInputElement;
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle.checked).toBe(true);
    await userEvent.click(screen.getByText('Smart notifications'));
    expect(toggle.checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
