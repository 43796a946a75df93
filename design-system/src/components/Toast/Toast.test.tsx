import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { useToast, type ToastApi } from './useToast';

let api: ToastApi;

/** A page with the one Toaster; `api` is what any remote's useToast() returns. */
function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      {children}
      <Toaster />
    </Provider>
  );
  api = renderHook(() => useToast(), { wrapper }).result.current;
}

const toastCard = (title: string) => screen.getByText(title).closest('.aayra-toast') as HTMLElement;

describe('Toaster and useToast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces toasts in a polite live region that exists before any toast', () => {
    setup();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => void api.toast({ title: 'Profile saved' }));
    expect(region.textContent).toContain('Profile saved');
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    setup();
    act(() => void api.toast({ title: 'First' }));
    act(() => void api.toast({ title: 'Tap again to leave' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Tap again to leave')).toBeTruthy();
  });

  it('hides a dismissed toast at once and removes it 3000 ms later', () => {
    setup();
    act(() => void api.toast({ title: 'Reminder set', duration: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(toastCard('Reminder set').dataset.state).toBe('closed');
    expect(toastCard('Reminder set').getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Reminder set')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Reminder set')).toBeNull();
  });

  it('dismisses itself after its duration, then is removed 3000 ms later', () => {
    setup();
    act(() => void api.toast({ title: 'Tap again to leave', duration: 2000 }));
    act(() => vi.advanceTimersByTime(1999));
    expect(toastCard('Tap again to leave').dataset.state).toBe('open');
    act(() => vi.advanceTimersByTime(1));
    expect(toastCard('Tap again to leave').dataset.state).toBe('closed');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Tap again to leave')).toBeNull();
  });

  it('leaves on its own timer while a pointer hovers it (a tap leaves the hover behind)', () => {
    setup();
    act(() => void api.toast({ title: 'Saved', duration: 1000 }));
    fireEvent.mouseEnter(toastCard('Saved'));
    fireEvent.pointerEnter(toastCard('Saved'));
    act(() => vi.advanceTimersByTime(1000));
    expect(toastCard('Saved').dataset.state).toBe('closed');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('waits while keyboard focus is on its Dismiss button', () => {
    setup();
    act(() => void api.toast({ title: 'Saved', duration: 1000 }));
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(toastCard('Saved').dataset.state).toBe('open');
    fireEvent.blur(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(toastCard('Saved').dataset.state).toBe('closed');
  });

  it('dismiss() without an id dismisses the current toast', () => {
    setup();
    act(() => void api.toast({ title: 'Saved', duration: null }));
    act(() => api.dismiss());
    expect(toastCard('Saved').dataset.state).toBe('closed');
  });
});
