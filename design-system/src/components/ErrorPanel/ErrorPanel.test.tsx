import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it('is announced as an alert and offers Retry', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorPanel
        title="Reviews are unavailable"
        message="This part could not load."
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Reviews are unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no button without onRetry', () => {
    render(<ErrorPanel title="Something went wrong" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
