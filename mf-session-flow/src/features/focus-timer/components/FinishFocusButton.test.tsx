import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinishFocusButton } from './FinishFocusButton';

const TOTAL = 25 * 60_000;

describe("I'm done", () => {
  afterEach(() => cleanup());

  it('with more than half the focus left asks first, with the time left, and Cancel changes nothing', async () => {
    const onFinish = vi.fn();
    render(<FinishFocusButton remainingMs={754_000} totalMs={TOTAL} finishing={false} onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: "I'm done" }));
    const dialog = screen.getByRole('alertdialog', { name: 'Finish focus now?' });
    expect(dialog.textContent).toContain('You have 12:34 of focus time left.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onFinish).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('finishes once confirmed', async () => {
    const onFinish = vi.fn();
    render(<FinishFocusButton remainingMs={TOTAL - 1000} totalMs={TOTAL} finishing={false} onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: "I'm done" }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish focus' }));
    expect(onFinish).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('with half the focus or less left finishes at once', async () => {
    const onFinish = vi.fn();
    render(<FinishFocusButton remainingMs={TOTAL / 2} totalMs={TOTAL} finishing={false} onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: "I'm done" }));
    expect(onFinish).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
