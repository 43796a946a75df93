export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'aayra.theme';
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

const CYCLE: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function nextThemePreference(current: ThemePreference): ThemePreference {
  return CYCLE[(CYCLE.indexOf(current) + 1) % CYCLE.length] ?? DEFAULT_THEME_PREFERENCE;
}

export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

// Storage can throw (private mode, disabled cookies); the theme then simply is not remembered.
export function readStoredPreference(): ThemePreference {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
  } catch {
    return DEFAULT_THEME_PREFERENCE;
  }
}

export function writeStoredPreference(preference: ThemePreference): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not remembered across reloads; the current page still switches.
  }
}

export function systemPrefersDark(): boolean {
  return (
    typeof globalThis.matchMedia === 'function' && globalThis.matchMedia(DARK_SCHEME_QUERY).matches
  );
}

export function applyResolvedTheme(
  theme: ResolvedTheme,
  root: HTMLElement = document.documentElement,
): void {
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
}
