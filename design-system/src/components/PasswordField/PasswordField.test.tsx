import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { estimatePasswordStrength } from './passwordStrength';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Password"
      showStrength
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and says so with aria-pressed', async () => {
    render(<PasswordField label="Password" required />);
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows an optional strength hint that follows the typing', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'abc');
    expect(screen.getByText('Password strength: Too short')).toBeTruthy();
    await userEvent.type(input, 'defgH1!xyz');
    expect(screen.getByText('Password strength: Strong')).toBeTruthy();
  });
});

describe('estimatePasswordStrength', () => {
  it.each([
    ['short', 0],
    ['abcdefgh', 1],
    ['abcdefgH', 1],
    ['abcdefH1', 2],
    ['abcdeH1!', 3],
    ['abcdefgH1!xyz', 4],
  ])('%s scores %i', (password, score) => {
    expect(estimatePasswordStrength(password).score).toBe(score);
  });
});
