import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('labels its control and describes it with hint and error', () => {
    render(
      <Field
        label="Preferred start time"
        hint="Reminders come before it"
        error="Choose a time"
        required
      >
        {(control) => <input type="time" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText(/^Preferred start time/);
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Reminders come before it', 'Choose a time']);
  });

  it('marks required visually without adding to the name', () => {
    render(
      <Field label="Display name" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });
});
