import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TakeBreakButton } from './TakeBreakButton';

describe('Take a Break', () => {
  afterEach(() => document.body.replaceChildren());

  it('goes at once when every question is answered', async () => {
    const onTakeBreak = vi.fn();
    render(<TakeBreakButton questions={8} unanswered={0} saving={false} onTakeBreak={onTakeBreak} />);
    await userEvent.click(screen.getByRole('button', { name: 'Take a Break' }));
    expect(onTakeBreak).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks first while questions are unanswered, and Cancel keeps the learner on the summary', async () => {
    const onTakeBreak = vi.fn();
    render(<TakeBreakButton questions={8} unanswered={3} saving={false} onTakeBreak={onTakeBreak} />);
    await userEvent.click(screen.getByRole('button', { name: 'Take a Break' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Take a break with questions unanswered?' });
    expect(dialog.textContent).toContain('You have not answered 3 of 8 questions.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onTakeBreak).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes the break once confirmed', async () => {
    const onTakeBreak = vi.fn();
    render(<TakeBreakButton questions={1} unanswered={1} saving={false} onTakeBreak={onTakeBreak} />);
    await userEvent.click(screen.getByRole('button', { name: 'Take a Break' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('You have not answered 1 of 1 question.');
    const confirm = screen.getAllByRole('button', { name: 'Take a Break' }).at(-1)!;
    await userEvent.click(confirm);
    expect(onTakeBreak).toHaveBeenCalledOnce();
  });
});
