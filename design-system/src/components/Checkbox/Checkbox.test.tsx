import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    render(<Checkbox label="Study reminders" hint="15 and 5 minutes before" />);
    const box = screen.getByRole('checkbox', { name: 'Study reminders' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('Study reminders'));
    expect(box.checked).toBe(true);
    box.focus();
    await userEvent.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '15 and 5 minutes before',
    );
  });
});
