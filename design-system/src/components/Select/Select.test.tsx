import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const goals = [10, 20, 30, 40, 50].map((goal) => ({
  value: String(goal),
  label: `${goal} sessions`,
}));

describe('Select', () => {
  it('is a labelled native select', async () => {
    render(<Select label="Weekly goal" options={goals} defaultValue="10" />);
    const select = screen.getByRole('combobox', { name: 'Weekly goal' }) as HTMLSelectElement;
    expect(select.value).toBe('10');
    await userEvent.selectOptions(select, '30');
    expect(select.value).toBe('30');
  });

  it('offers a placeholder that cannot be chosen back', () => {
    render(
      <Select
        label="Student category"
        options={goals}
        placeholder="Choose one"
        defaultValue=""
        error="Required"
      />,
    );
    const placeholder = screen.getByRole('option', { name: 'Choose one' }) as HTMLOptionElement;
    expect(placeholder.disabled).toBe(true);
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
  });
});
