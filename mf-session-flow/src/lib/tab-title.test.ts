import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showPhaseOver, useCountdownTitle } from './tab-title';

describe('the tab title of a timer', () => {
  beforeEach(() => {
    document.title = 'Aayra';
  });
  afterEach(() => {
    cleanup();
    // A phase-over title waits for the learner: let it go between tests.
    window.dispatchEvent(new Event('pointerdown'));
  });

  it('shows the time left while the timer runs, and the page title again when paused or left', () => {
    const { rerender, unmount } = renderHook(({ left, running }) => useCountdownTitle('Focus', left, running), {
      initialProps: { left: 754_000, running: true },
    });
    expect(document.title).toBe('12:34 · Focus · Aayra');
    rerender({ left: 753_200, running: true });
    expect(document.title).toBe('12:34 · Focus · Aayra');
    rerender({ left: 752_900, running: true });
    expect(document.title).toBe('12:33 · Focus · Aayra');
    rerender({ left: 752_900, running: false });
    expect(document.title).toBe('Aayra');
    rerender({ left: 60_000, running: true });
    expect(document.title).toBe('01:00 · Focus · Aayra');
    unmount();
    expect(document.title).toBe('Aayra');
  });

  it('says the phase is over past the timer page, until the learner next clicks or presses a key', () => {
    const { rerender, unmount } = renderHook(({ running }) => useCountdownTitle('Break', 1_000, running), {
      initialProps: { running: true },
    });
    expect(document.title).toBe('00:01 · Break · Aayra');
    rerender({ running: false });
    act(() => showPhaseOver('Break'));
    unmount();
    expect(document.title).toBe('Break over · Aayra');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(document.title).toBe('Aayra');
  });

  it('gives way to the next countdown', () => {
    showPhaseOver('Focus');
    expect(document.title).toBe('Focus over · Aayra');
    const { unmount } = renderHook(() => useCountdownTitle('Break', 300_000, true));
    expect(document.title).toBe('05:00 · Break · Aayra');
    unmount();
    expect(document.title).toBe('Aayra');
    window.dispatchEvent(new Event('pointerdown'));
    expect(document.title).toBe('Aayra');
  });
});
