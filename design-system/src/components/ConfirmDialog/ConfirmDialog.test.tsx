import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function Guard({ onConfirm = vi.fn(), onCancel = vi.fn() }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Home</button>
      <ConfirmDialog
        open={open}
        tone="danger"
        title="Leave Quiz"
        message="Your answers will be lost. This cannot be undone."
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its message, focus on Cancel', async () => {
    render(<Guard />);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave Quiz' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Your answers will be lost. This cannot be undone.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('OK confirms', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Guard onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Cancel cancels and gives focus back to what opened it', async () => {
    const onCancel = vi.fn();
    render(<Guard onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Home' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Guard onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Enter on the initially focused button cancels rather than confirms', async () => {
    const onConfirm = vi.fn();
    render(<Guard onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
