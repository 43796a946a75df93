import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, and describes itself with its hint', () => {
    render(<TextField label="Email" type="email" hint="We send the reset link here" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'We send the reset link here',
    );
  });

  it('marks itself invalid and reads the error with the hint', () => {
    render(
      <TextField label="Display name" hint="1 to 60 characters" error="Enter a display name" />,
    );
    const input = screen.getByRole('textbox', { name: 'Display name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['1 to 60 characters', 'Enter a display name']);
  });

  it('takes typing', async () => {
    render(<TextField label="Subject" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Biology');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Biology');
  });
});
