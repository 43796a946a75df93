import { act, render, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockColorScheme } from '../testing/mockColorScheme';
import { DESIGN_SYSTEM_STYLE_ID } from '../styles/install';
import { themeBootScript } from './bootScript';
import { ThemeProvider } from './ThemeProvider';
import { useTheme } from './useTheme';

function renderTheme() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ThemeProvider>{children}</ThemeProvider>
    </Provider>
  );
  return renderHook(() => useTheme(), { wrapper });
}

describe('theme', () => {
  let scheme = mockColorScheme(false);
  afterEach(() => {
    scheme.restore();
    scheme = mockColorScheme(false);
  });

  it('defaults to system and follows the operating system', () => {
    const { result } = renderTheme();
    expect(result.current.preference).toBe('system');
    expect(result.current.resolved).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('follows a live change of the operating system setting while on system', () => {
    const { result } = renderTheme();
    act(() => scheme.setDark(true));
    expect(result.current.resolved).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => scheme.setDark(false));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('cycles light, dark, system and remembers the choice under aayra.theme', () => {
    scheme.setDark(true);
    const { result } = renderTheme();
    const seen: string[] = [];
    for (let step = 0; step < 3; step += 1) {
      act(() => result.current.cycle());
      seen.push(
        `${result.current.preference}/${localStorage.getItem('aayra.theme')}/${document.documentElement.dataset.theme}`,
      );
    }
    expect(seen).toEqual(['light/light/light', 'dark/dark/dark', 'system/system/dark']);
  });

  it('starts from the stored preference after a reload', () => {
    localStorage.setItem('aayra.theme', 'dark');
    const { result } = renderTheme();
    expect(result.current.preference).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('aayra.theme', 'sepia');
    expect(renderTheme().result.current.preference).toBe('system');
  });

  it('setPreference chooses a theme directly', () => {
    const { result } = renderTheme();
    act(() => result.current.setPreference('dark'));
    expect(result.current.resolved).toBe('dark');
    expect(localStorage.getItem('aayra.theme')).toBe('dark');
  });

  it('installs the stylesheet once however many React roots render the provider', async () => {
    render(<ThemeProvider />);
    render(<ThemeProvider />);
    // Fetched where the page has not inlined it (a test's page has not).
    await waitFor(() => expect(document.querySelectorAll(`style#${DESIGN_SYSTEM_STYLE_ID}`)).toHaveLength(1));
    const sheets = document.querySelectorAll(`style#${DESIGN_SYSTEM_STYLE_ID}`);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toContain(":root[data-theme='dark']");
  });
});

describe('themeBootScript', () => {
  const run = () => new Function(themeBootScript)();

  it.each([
    ['light', false, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    [null, true, 'dark'],
    [null, false, 'light'],
  ])('stored %s with a dark OS %s gives %s', (stored, dark, expected) => {
    const scheme = mockColorScheme(dark);
    if (stored) localStorage.setItem('aayra.theme', stored);
    run();
    expect(document.documentElement.dataset.theme).toBe(expected);
    scheme.restore();
  });
});
