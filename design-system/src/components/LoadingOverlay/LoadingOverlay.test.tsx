import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says what is happening while visible', () => {
    render(<LoadingOverlay visible />);
    const overlay = screen.getByRole('dialog', { name: 'Aayra is working' });
    expect(overlay.textContent).toContain('Please wait...');
    expect(overlay.getAttribute('aria-busy')).toBe('true');
  });

  it('stays at least 300 ms once shown, even when the work ends sooner', () => {
    const { rerender } = render(<LoadingOverlay visible />);
    act(() => vi.advanceTimersByTime(50));
    rerender(<LoadingOverlay visible={false} />);
    expect(screen.queryByText('Aayra is working')).not.toBeNull();
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByText('Aayra is working')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Aayra is working')).toBeNull();
  });

  it('hides at once when the work outlasts the minimum', () => {
    const { rerender } = render(<LoadingOverlay visible />);
    act(() => vi.advanceTimersByTime(800));
    rerender(<LoadingOverlay visible={false} />);
    expect(screen.queryByText('Aayra is working')).toBeNull();
  });

  it('takes another minimum', () => {
    const { rerender } = render(<LoadingOverlay visible minimumMs={1000} />);
    rerender(<LoadingOverlay visible={false} minimumMs={1000} />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('Aayra is working')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Aayra is working')).toBeNull();
  });

  it('renders nothing when never shown', () => {
    render(<LoadingOverlay visible={false} />);
    expect(screen.queryByText('Aayra is working')).toBeNull();
  });
});
