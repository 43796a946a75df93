import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (day) => ({
    value: day.toLowerCase(),
    label: day,
  }),
);

let last: string[] = [];
function Weekdays({ error }: { error?: string }) {
  const [value, setValue] = useState<string[]>(['friday']);
  return (
    <CheckboxGroup
      legend="Preferred weekdays"
      options={weekdays}
      value={value}
      error={error}
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a named group of seven weekdays', () => {
    render(<Weekdays />);
    expect(screen.getByRole('group', { name: 'Preferred weekdays' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
  });

  it('keeps the chosen values in weekday order', async () => {
    render(<Weekdays />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(last).toEqual(['monday', 'friday']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    expect(last).toEqual(['monday']);
  });

  it('describes the group with its error', () => {
    render(<Weekdays error="Choose at least one weekday" />);
    const group = screen.getByRole('group');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose at least one weekday',
    );
  });
});
