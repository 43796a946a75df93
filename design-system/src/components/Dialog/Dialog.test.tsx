import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={vi.fn()} title="Study Stats" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal named by its title', () => {
    render(
      <Dialog open onClose={vi.fn()} title="Study Stats">
        <p>All-Time</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Study Stats' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.textContent).toContain('All-Time');
  });

  it('closes on Escape and on its close button', async () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="Study Stats" />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to the opener when it closes', () => {
    const { rerender } = render(
      <>
        <button>Logo</button>
        <Dialog open={false} onClose={vi.fn()} title="Study Stats" />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Logo' });
    opener.focus();
    rerender(
      <>
        <button>Logo</button>
        <Dialog open onClose={vi.fn()} title="Study Stats" />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    rerender(
      <>
        <button>Logo</button>
        <Dialog open={false} onClose={vi.fn()} title="Study Stats" />
      </>,
    );
    expect(document.activeElement).toBe(opener);
  });
});
