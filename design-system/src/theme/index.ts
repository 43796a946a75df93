// Public entry "@aayra/design-system/theme".
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { useTheme, type ThemeState } from './useTheme';
export { themeBootScript } from './bootScript';
export { themePreferenceAtom, resolvedThemeAtom, cycleThemeAtom } from './atoms';
export {
  THEME_STORAGE_KEY,
  DEFAULT_THEME_PREFERENCE,
  nextThemePreference,
  type ThemePreference,
  type ResolvedTheme,
} from './preference';
