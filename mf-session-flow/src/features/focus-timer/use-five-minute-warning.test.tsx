import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@aayra/design-system/components';
import { useFiveMinuteWarning } from './use-five-minute-warning';

const TOTAL = 25 * 60_000;

function Harness({ remaining, running = true }: { remaining: number; running?: boolean }) {
  useFiveMinuteWarning(remaining, running, TOTAL);
  return <Toaster />;
}

describe('the five-minute warning', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fires once as 300 s left is crossed: a toast, and a system notification when allowed', () => {
    const shown: string[] = [];
    vi.stubGlobal('Notification', Object.assign(function Notification(title: string) { shown.push(title); }, { permission: 'granted' }));
    const { rerender } = render(<Harness remaining={301_000} />);
    expect(screen.queryByText('⏳ 5 minutes left')).toBeNull();
    act(() => rerender(<Harness remaining={299_500} />));
    expect(screen.getByText('⏳ 5 minutes left')).toBeTruthy();
    expect(screen.getByText('Wrap it up strong!')).toBeTruthy();
    act(() => rerender(<Harness remaining={250_000} />));
    expect(shown).toEqual(['⏳ 5 minutes left']);
  });

  it('stays quiet when the page opens already past the mark, or while paused', () => {
    const { rerender } = render(<Harness remaining={200_000} />);
    act(() => rerender(<Harness remaining={199_000} />));
    expect(screen.queryByText('⏳ 5 minutes left')).toBeNull();
    const paused = render(<Harness remaining={301_000} running={false} />);
    act(() => paused.rerender(<Harness remaining={299_000} running={false} />));
    expect(screen.queryByText('⏳ 5 minutes left')).toBeNull();
  });
});
