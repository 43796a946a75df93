import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@aayra/design-system/components';
import { useFiveMinuteWarning } from './use-five-minute-warning';

const TOTAL = 25 * 60_000;

function Harness({ remaining, running = true }: { remaining: number; running?: boolean }) {
  useFiveMinuteWarning(remaining, running, TOTAL);
  return <Toaster />;
}

// Toasts live in a jotai store: each render gets its own, as each page load does.
function renderWarning(remaining: number, running = true) {
  const result = render(
    <Provider>
      <Harness remaining={remaining} running={running} />
    </Provider>,
  );
  return (next: number) =>
    act(() =>
      result.rerender(
        <Provider>
          <Harness remaining={next} running={running} />
        </Provider>,
      ),
    );
}

describe('the five-minute warning', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fires once as 300 s left is crossed: a toast, and a system notification when allowed', () => {
    const shown: string[] = [];
    vi.stubGlobal('Notification', Object.assign(function Notification(title: string) { shown.push(title); }, { permission: 'granted' }));
    const tick = renderWarning(301_000);
    expect(screen.queryByText('⏳ 5 minutes left')).toBeNull();
    tick(299_500);
    expect(screen.getByText('⏳ 5 minutes left')).toBeTruthy();
    expect(screen.getByText('Wrap it up strong!')).toBeTruthy();
    tick(250_000);
    expect(shown).toEqual(['⏳ 5 minutes left']);
  });

  it('stays quiet when the page opens already past the mark, or while paused', () => {
    renderWarning(200_000)(199_000);
    expect(screen.queryByText('⏳ 5 minutes left')).toBeNull();
    cleanup();
    renderWarning(301_000, false)(299_000);
    expect(screen.queryByText('⏳ 5 minutes left')).toBeNull();
  });
});
